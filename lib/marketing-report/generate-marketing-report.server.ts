import "server-only";
import type { Db } from "@/lib/db/client";
import { buildReportDocument } from "@/lib/reports/build-report-document";
import { readPropertyProfile } from "@/lib/property-data/read-property-profile.server";
import { buildMarketingReport } from "./build-marketing-report";
import { renderMarketingReportHtml } from "./render-marketing-report-html";
import type { MarketingReport } from "./schemas";

export const MARKETING_REPORT_KIND = "marketing";

/**
 * GET /api/reports/marketing/{uprn}: the marketing report of a home, read through the
 * property-data provider layer (our data, filled in by the live vendor when configured:
 * the report's shape never changes, each figure names its source). The rendered document
 * is kept (Report), so View Report and Download PDF show exactly the report on screen.
 */
export async function generateMarketingReport(db: Db, uprn: string, asOf = new Date()): Promise<MarketingReport> {
  const { facts, valuation, surroundings } = await readPropertyProfile(db, uprn);
  const report = buildMarketingReport(facts, valuation, surroundings, asOf);
  // No written analysis: every word of the report is produced by rules from the figures.
  await db.report.create({ data: { kind: MARKETING_REPORT_KIND, uprn, html: buildReportDocument(renderMarketingReportHtml(report)), writer: "rules", createdAt: asOf } });
  return report;
}
