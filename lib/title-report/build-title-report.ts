import { describePpdTypeInFull } from "@/lib/property/ppd-types";
import { isCompanyProprietor, isOverseasProprietor } from "./classify-proprietor";
import { describeSource } from "@/lib/property/source-names";
import { findEpcValidUntil } from "./find-epc-valid-until";
import { findValidationWarnings } from "./find-validation-warnings";
import type { TitleReport } from "./schemas";
import type { TitleReportFacts } from "./types";

export const REPORT_TYPE = "Law Society SRA Compliant Title Report";
export const PRODUCT_NAME = "Property Analysis System";

// Supports the firm's own checks; never claims to certify compliance or to be advice.
export const LEGAL_DISCLAIMER =
  "This report is compiled automatically from the data sources listed, as held by us on the report date, to support the firm's own title, energy and ownership checks. It is not legal advice, it does not certify compliance with the SRA Standards and Regulations or any other rule, and it is no substitute for official copies of the register, searches and enquiries. The written analysis is generated from the structured facts above and must be reviewed by a qualified conveyancer before it is relied on or sent to a client.";

export type WrittenAnalysis = { text: string; writer: "llm" | "rules"; writerName: string };

const isoDate = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);

// The register's "England and Wales: 1930-1949" → "1930-1949"; "NO DATA!" and "INVALID!" → none.
function describeBuildPeriod(band: string | null | undefined): string | null {
  const text = band?.replace(/^England and Wales:\s*/i, "").trim();
  return text && !/^(no data|invalid)/i.test(text) ? text : null;
}

function describePropertyType(facts: TitleReportFacts): string | null {
  const epc = facts.epc;
  if (epc?.propertyType) return [epc.builtForm && !/^(no data|not recorded)/i.test(epc.builtForm) ? epc.builtForm : null, epc.propertyType].filter(Boolean).join(" ");
  return facts.lastSale ? describePpdTypeInFull(facts.lastSale.propertyType) : null;
}

// The EPC's tenure, the one record of occupation we hold ("Owner-occupied", "Rented (private)", "Rented (social)").
function describeOccupancy(tenure: string | null | undefined): string | null {
  const text = tenure?.trim().toLowerCase() ?? "";
  if (text.startsWith("owner")) return "Owner-occupied";
  if (text.includes("private")) return "Rented (private)";
  if (text.includes("social")) return "Rented (social)";
  return null;
}

const available = (what: string) => `Available: ${what}`;

/** The §3 title report, built from the facts: pure, so the same facts give the same report. */
export function buildTitleReport(facts: TitleReportFacts, analysis: WrittenAnalysis | null, asOf: Date): TitleReport {
  const title = facts.titles[0] ?? null;
  const proprietors = facts.titles.flatMap((t) => t.proprietors.map((p) => ({ proprietor: p, title: t })));
  const companies = proprietors.filter(({ proprietor }) => isCompanyProprietor(proprietor));
  const seen = new Set<string>();
  const companyDetails = companies
    .filter(({ proprietor }) => !seen.has(proprietor.name) && Boolean(seen.add(proprietor.name)))
    .map(({ proprietor }) => ({ name: proprietor.name, address: proprietor.address, company_number: proprietor.companyNumber }));
  return {
    reportDate: asOf.toISOString(),
    uprn: facts.uprn,
    reportType: REPORT_TYPE,
    compliance: {
      generatedBy: `${PRODUCT_NAME}: facts from the data sources below; analysis by ${analysis?.writerName ?? "no writer"}`,
      validationWarnings: findValidationWarnings(facts, asOf).map((w) => `${w.reason} ${w.action}`),
      legalDisclaimer: LEGAL_DISCLAIMER,
    },
    property: {
      address: facts.address?.singleLine ?? title?.propertyAddress ?? null,
      type: describePropertyType(facts),
      buildPeriod: describeBuildPeriod(facts.epc?.constructionAgeBand),
    },
    ownership: {
      companyOwnership: companies.length > 0,
      overseasOwnership: proprietors.some(({ proprietor, title: t }) => isOverseasProprietor(proprietor, t)),
      occupancyStatus: describeOccupancy(facts.epc?.tenure),
      companyDetails,
    },
    epc: facts.epc
      ? { currentRating: facts.epc.currentRating, potentialRating: facts.epc.potentialRating, inspectionDate: isoDate(facts.epc.inspectionDate), validUntil: isoDate(findEpcValidUntil(facts.epc)) }
      : null,
    hmlr: title
      ? {
          titleNumber: title.titleNumber,
          proprietors: title.proprietors.map((p) => ({ name: p.name, address: p.address })),
          charges: title.charges.map((c) => ({ description: c.description, date: isoDate(c.date) })),
        }
      : null,
    aiAnalysis: analysis?.text ?? null,
    dataSources: {
      chimnie: facts.address ? available(describeSource(facts.address.source, facts.address.period)) : "Not available",
      epc: facts.epc ? available(describeSource(facts.epc.source, facts.epc.period)) : "Not available",
      hmlr: title ? available(describeSource(title.source, title.period)) : "Not available",
    },
  };
}
