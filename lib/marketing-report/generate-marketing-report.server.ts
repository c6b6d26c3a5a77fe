import "server-only";
import type { Db } from "@/lib/db/client";
import { buildReportDocument } from "@/lib/reports/build-report-document";
import { buildMarketingReport } from "./build-marketing-report";
import { readMarketingFacts } from "./read-marketing-facts.server";
import { readSurroundings } from "./read-surroundings.server";
import { renderMarketingReportHtml } from "./render-marketing-report-html";
import type { MarketingReport } from "./schemas";
import { valueMarketingHome } from "./value-marketing-home.server";

export const MARKETING_REPORT_KIND = "marketing";

/**
 * GET /api/reports/marketing/{uprn}: the marketing report of a home from our data. The
 * rendered document is kept (Report), so View Report and Download PDF show exactly the
 * report that was on screen.
 */
export async function generateMarketingReport(db: Db, uprn: string, asOf = new Date()): Promise<MarketingReport> {
  const facts = await readMarketingFacts(db, uprn);
  const [valuation, surroundings] = await Promise.all([valueMarketingHome(db, facts), readSurroundings(db, facts)]);
  const report = buildMarketingReport(facts, valuation, surroundings, asOf);
  // No written analysis: every word of the report is produced by rules from the figures.
  await db.report.create({ data: { kind: MARKETING_REPORT_KIND, uprn, html: buildReportDocument(renderMarketingReportHtml(report)), writer: "rules", createdAt: asOf } });
  return report;
}
