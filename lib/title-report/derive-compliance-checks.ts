import { formatDate } from "@/lib/format/format";
import type { TitleReport } from "./schemas";

export type ComplianceCheck = { label: string; passed: boolean; detail: string };

/**
 * The report's three ticks, derived from what it found (never fixed): the title, a
 * current EPC, and the registered proprietors. The screen and the printed report both use this.
 */
export function deriveComplianceChecks(report: Pick<TitleReport, "reportDate" | "epc" | "hmlr" | "ownership">): ComplianceCheck[] {
  const { hmlr, epc } = report;
  const validUntil = epc?.validUntil ? new Date(epc.validUntil) : null;
  const epcCurrent = validUntil !== null && validUntil.getTime() >= new Date(report.reportDate.slice(0, 10)).getTime();
  const owners = hmlr?.proprietors.length ?? 0;
  return [
    {
      label: "Title checked",
      passed: hmlr !== null,
      detail: hmlr ? `HM Land Registry title ${hmlr.titleNumber} found` : "No title found for this UPRN",
    },
    {
      label: "EPC checked",
      passed: epcCurrent,
      detail: !epc ? "No certificate found on the register" : epcCurrent ? `Current certificate, valid until ${formatDate(validUntil)}` : `Certificate expired${validUntil ? ` on ${formatDate(validUntil)}` : ""}`,
    },
    {
      label: "Ownership checked",
      passed: owners > 0,
      detail: owners > 0 ? `${owners} registered proprietor${owners === 1 ? "" : "s"}${report.ownership.companyOwnership ? ", company ownership" : ""}${report.ownership.overseasOwnership ? ", overseas ownership" : ""}` : "No registered proprietors on record",
    },
  ];
}
