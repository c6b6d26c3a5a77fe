import "server-only";
import type { Db } from "@/lib/db/client";
import { buildReportDocument } from "@/lib/reports/build-report-document";
import { nameReportFile } from "@/lib/reports/name-report-file";
import { printPdf } from "@/lib/reports/print-pdf.server";
import { toPdfResponse, toReportHtmlResponse } from "@/lib/reports/report-responses";
import { assessRebuild } from "./assess-rebuild.server";
import { REBUILD_HEADING } from "./report-labels";
import { renderRebuildHtml } from "./render-rebuild-html";
import type { RebuildQuery } from "./schemas";

// The assessment is a pure function of our data and the query, so View and Download
// compute it again rather than store it (unlike the title report's model-written text).
async function renderDocument(db: Db, uprn: string, query: RebuildQuery) {
  const report = await assessRebuild(db, uprn, query);
  return { report, document: buildReportDocument({ title: `${REBUILD_HEADING} — UPRN ${uprn}`, body: renderRebuildHtml(report).value }) };
}

/** View Report: the assessment in a browser tab, under a policy that loads and runs nothing. */
export async function viewRebuildReport(db: Db, uprn: string, query: RebuildQuery): Promise<Response> {
  return toReportHtmlResponse((await renderDocument(db, uprn, query)).document);
}

/** Download PDF: the assessment printed, named for the UPRN and the assessment date. */
export async function downloadRebuildPdf(db: Db, uprn: string, query: RebuildQuery): Promise<Response> {
  const { report, document } = await renderDocument(db, uprn, query);
  return toPdfResponse(await printPdf(document), nameReportFile(["insurance-rebuild", uprn], new Date(report.assessment.assessmentDate), "pdf"));
}
