import "server-only";
import type { Db } from "@/lib/db/client";
import { generateMarketingReport, MARKETING_REPORT_KIND } from "./generate-marketing-report.server";

// View and Download serve the report the user has just generated; one older than this is
// not served from store (sales and listings move on) and a new one is generated.
const STORED_REPORT_HOURS = 24;

/** The latest marketing report generated for the UPRN in the last day (the one on screen), or a new one. */
export async function findMarketingReportDocument(db: Db, uprn: string, asOf = new Date()): Promise<{ document: string; createdAt: Date }> {
  const since = new Date(asOf.getTime() - STORED_REPORT_HOURS * 3_600_000);
  const find = () =>
    db.report.findFirst({ where: { kind: MARKETING_REPORT_KIND, uprn, createdAt: { gte: since } }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: { html: true, createdAt: true } });
  const stored = (await find()) ?? (await generateMarketingReport(db, uprn, asOf).then(find));
  // generateMarketingReport throws (404) rather than return without storing, so a row exists here.
  if (!stored) throw new Error(`marketing report for ${uprn} was generated but not stored`);
  return { document: stored.html, createdAt: stored.createdAt };
}
