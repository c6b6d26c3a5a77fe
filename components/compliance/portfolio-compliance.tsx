"use client";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { SortableTable, type SortableColumn } from "@/components/ui/sortable-table";
import { complianceQueries, type PortfolioComplianceRow } from "@/lib/compliance/api";
import type { CheckStatus } from "@/lib/compliance/evaluate-compliance";
import { StatusBadge, statusLabel } from "./status-badge";

// The fixed checks as columns; hand-recorded certificates are summed up in one more.
const CHECK_COLUMNS = [
  ["epc", "EPC in date"],
  ["epc-minimum", "Minimum E (today)"],
  ["epc-2030", "Minimum C (2030)"],
  ["consents", "Listed / conservation"],
  ["building-safety", "Building safety 11 m+"],
  ["charges", "Open charges"],
] as const;
// Worst first, so a row's certificate column shows what needs doing.
const SEVERITY: CheckStatus[] = ["fail", "due", "review", "unknown", "pass"];

const find = (row: PortfolioComplianceRow, key: string) => row.checks.find((c) => c.key === key);
const certificates = (row: PortfolioComplianceRow) => row.checks.filter((c) => c.key.startsWith("certificate:"));
const worstCertificate = (row: PortfolioComplianceRow) => certificates(row).map((c) => c.status).sort((a, b) => SEVERITY.indexOf(a) - SEVERITY.indexOf(b))[0] ?? null;

const buildColumns = (onOpen: (uprn: string) => void): SortableColumn<PortfolioComplianceRow>[] => [
  {
    key: "address",
    header: "Address",
    cell: (r) => (
      <span className="flex flex-col items-start">
        <button type="button" className="text-left font-medium underline-offset-2 hover:underline" onClick={() => onOpen(r.uprn)} aria-label={`Check ${r.address}`}>{r.address}</button>
        {r.demo ? <span className="text-xs text-amber-700">Demo data</span> : null}
      </span>
    ),
    sortValue: (r) => r.address,
  },
  { key: "uprn", header: "UPRN", cell: (r) => r.uprn, sortValue: (r) => r.uprn },
  ...CHECK_COLUMNS.map(([key, header]) => ({
    key,
    header,
    cell: (r: PortfolioComplianceRow) => {
      const check = find(r, key);
      return check ? (
        <span title={check.detail} className="flex flex-col items-start gap-1">
          <StatusBadge status={check.status} />
          {check.changesOn ? <span className="text-xs text-muted-foreground">{check.changesOn}</span> : null}
        </span>
      ) : null;
    },
    sortValue: (r: PortfolioComplianceRow) => SEVERITY.indexOf(find(r, key)?.status ?? "unknown"),
  })),
  { key: "certificates", header: "Certificates", cell: (r) => { const worst = worstCertificate(r); return worst ? <StatusBadge status={worst} /> : <span className="text-xs text-muted-foreground">None recorded</span>; }, sortValue: (r) => SEVERITY.indexOf(worstCertificate(r) ?? "unknown") },
];

const csvColumns = [
  { header: "Address", value: (r: PortfolioComplianceRow) => r.address },
  { header: "Postcode", value: (r: PortfolioComplianceRow) => r.postcode },
  { header: "UPRN", value: (r: PortfolioComplianceRow) => r.uprn },
  { header: "Title number", value: (r: PortfolioComplianceRow) => r.titleNumber },
  ...CHECK_COLUMNS.flatMap(([key, header]) => [
    { header, value: (r: PortfolioComplianceRow) => { const c = find(r, key); return c ? statusLabel(c.status) : null; } },
    { header: `${header} changes on`, value: (r: PortfolioComplianceRow) => find(r, key)?.changesOn },
  ]),
  { header: "Certificates", value: (r: PortfolioComplianceRow) => certificates(r).map((c) => `${c.label}: ${statusLabel(c.status)}${c.changesOn ? ` until ${c.changesOn}` : ""}`).join("; ") },
  { header: "Demo data", value: (r: PortfolioComplianceRow) => (r.demo ? "yes" : "no") },
];

/** Every property with a UPRN in a client's portfolio, one row each, checked like a single property. */
export function PortfolioComplianceView({ client, onOpen }: { client: string; onOpen: (uprn: string) => void }) {
  const query = useQuery(complianceQueries.portfolio(client));
  if (query.isPending) return <p className="text-sm text-muted-foreground">Checking the {client} portfolio…</p>;
  if (query.isError) return <QueryError title="Could not check this portfolio" error={query.error} />;
  const { rows, total, client: named } = query.data;
  const failing = rows.filter((r) => r.checks.some((c) => c.status === "fail")).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{named.name}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {total} {total === 1 ? "property" : "properties"} with a UPRN{rows.length < total ? ` (showing the first ${rows.length})` : ""}; {failing} with a failing check.
        </p>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? <p className="text-sm text-muted-foreground">No property in this portfolio has a UPRN yet.</p> : (
          <SortableTable
            rows={rows}
            columns={buildColumns(onOpen)}
            rowKey={(r) => r.propertyId}
            aria-label="Portfolio compliance"
            csv={{ columns: csvColumns, fileNameParts: ["compliance", client] }}
          />
        )}
      </CardContent>
    </Card>
  );
}
