import "server-only";
import type { Db } from "@/lib/db/client";
import { generateTitleReport, TITLE_REPORT_KIND } from "./generate-title-report.server";

// View and Download serve the report the user has just generated; one older than this is
// not served from store (the registers may have moved on) and a new one is generated.
const STORED_REPORT_HOURS = 24;

export type StoredTitleReport = { document: string; createdAt: Date };

/** The latest report generated for the UPRN in the last day (the one on screen), or a new one. */
export async function findTitleReportDocument(db: Db, uprn: string, asOf = new Date()): Promise<StoredTitleReport> {
  const since = new Date(asOf.getTime() - STORED_REPORT_HOURS * 3_600_000);
  const find = () =>
    db.report.findFirst({ where: { kind: TITLE_REPORT_KIND, uprn, createdAt: { gte: since } }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: { html: true, createdAt: true } });
  const stored = (await find()) ?? (await generateTitleReport(db, uprn, asOf).then(find));
  // generateTitleReport throws (404) rather than return without storing, so a row exists here.
  if (!stored) throw new Error(`title report for ${uprn} was generated but not stored`);
  return { document: stored.html, createdAt: stored.createdAt };
}
