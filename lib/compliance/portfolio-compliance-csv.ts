import type { CsvColumn } from "@/lib/csv/build-csv";
import type { CheckStatus, ComplianceCheck } from "./evaluate-compliance";

/** One property's row of a portfolio check (the screen's table and the CSV export). */
export type PortfolioComplianceRow = { propertyId: string; uprn: string; titleNumber: string; address: string; postcode: string | null; demo: boolean; checks: ComplianceCheck[] };

export const CHECK_STATUS_LABELS: Record<CheckStatus, string> = { pass: "Pass", due: "Due", fail: "Fail", review: "Review", unknown: "Unknown" };

// The fixed checks as columns; hand-recorded certificates are summed up in one more.
export const CHECK_COLUMNS = [
  ["epc", "EPC in date"],
  ["epc-minimum", "Minimum E (today)"],
  ["epc-2030", "Minimum C (2030)"],
  ["consents", "Listed / conservation"],
  ["building-safety", "Building safety 11 m+"],
  ["charges", "Open charges"],
] as const;

// Worst first, so a row's certificate column shows what needs doing.
export const SEVERITY: CheckStatus[] = ["fail", "due", "review", "unknown", "pass"];

export const findCheck = (row: PortfolioComplianceRow, key: string) => row.checks.find((c) => c.key === key);
export const listCertificateChecks = (row: PortfolioComplianceRow) => row.checks.filter((c) => c.key.startsWith("certificate:"));
export const findWorstCertificate = (row: PortfolioComplianceRow) => listCertificateChecks(row).map((c) => c.status).sort((a, b) => SEVERITY.indexOf(a) - SEVERITY.indexOf(b))[0] ?? null;

/** The export's columns: each check's status and the date it changes, the certificates in one cell. */
export const PORTFOLIO_COMPLIANCE_CSV_COLUMNS: CsvColumn<PortfolioComplianceRow>[] = [
  { header: "Address", value: (r) => r.address },
  { header: "Postcode", value: (r) => r.postcode },
  { header: "UPRN", value: (r) => r.uprn },
  { header: "Title number", value: (r) => r.titleNumber },
  ...CHECK_COLUMNS.flatMap(([key, header]): CsvColumn<PortfolioComplianceRow>[] => [
    { header, value: (r) => { const c = findCheck(r, key); return c ? CHECK_STATUS_LABELS[c.status] : null; } },
    { header: `${header} changes on`, value: (r) => findCheck(r, key)?.changesOn },
  ]),
  { header: "Certificates", value: (r) => listCertificateChecks(r).map((c) => `${c.label}: ${CHECK_STATUS_LABELS[c.status]}${c.changesOn ? ` until ${c.changesOn}` : ""}`).join("; ") },
  { header: "Demo data", value: (r) => (r.demo ? "yes" : "no") },
];
