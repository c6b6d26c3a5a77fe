import "server-only";
import type { Db } from "@/lib/db/client";
import { buildReportDocument } from "@/lib/reports/build-report-document";
import { buildTitleReport } from "./build-title-report";
import { findValidationWarnings } from "./find-validation-warnings";
import { readTitleReportFacts } from "./read-title-report-facts.server";
import { renderTitleReportHtml } from "./render-title-report-html";
import type { TitleReport } from "./schemas";
import { writeLegalAnalysis } from "./write-legal-analysis.server";

export const TITLE_REPORT_KIND = "sra-title";

/**
 * GET /api/services/sra-title-report/{uprn}: the §3 report from our data. The rendered
 * document is kept (Report), so View Report and Download PDF show exactly what was
 * generated, the same analysis included, without asking the language model again.
 */
export async function generateTitleReport(db: Db, uprn: string, asOf = new Date()): Promise<TitleReport> {
  const facts = await readTitleReportFacts(db, uprn);
  const analysis = await writeLegalAnalysis(facts, findValidationWarnings(facts, asOf), asOf);
  const report = buildTitleReport(facts, analysis, asOf);
  await db.report.create({
    data: { kind: TITLE_REPORT_KIND, uprn, titleNumber: report.hmlr?.titleNumber ?? null, html: buildReportDocument(renderTitleReportHtml(report)), writer: analysis.writer, createdAt: asOf },
  });
  return report;
}
