import "server-only";
import type { Db } from "@/lib/db/client";
import { generateTitleReport, TITLE_REPORT_KIND } from "./generate-title-report.server";

export type StoredTitleReport = { document: string; createdAt: Date };

/** The latest report generated for the UPRN (the one on screen), generating one if there is none. */
export async function findTitleReportDocument(db: Db, uprn: string): Promise<StoredTitleReport> {
  const find = () => db.report.findFirst({ where: { kind: TITLE_REPORT_KIND, uprn }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: { html: true, createdAt: true } });
  const stored = (await find()) ?? (await generateTitleReport(db, uprn).then(find));
  // generateTitleReport throws (404) rather than return without storing, so a row exists here.
  if (!stored) throw new Error(`title report for ${uprn} was generated but not stored`);
  return { document: stored.html, createdAt: stored.createdAt };
}
