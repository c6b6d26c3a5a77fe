import "server-only";
import type { Db } from "@/lib/db/client";
import { nameReportFile } from "@/lib/reports/name-report-file";
import { printPdf } from "@/lib/reports/print-pdf.server";
import { toPdfResponse, toReportHtmlResponse } from "@/lib/reports/report-responses";
import { findMarketingReportDocument } from "./find-marketing-report-document.server";

/** View Report: the rendered report in a browser tab, under a policy that loads and runs nothing. */
export async function viewMarketingReport(db: Db, uprn: string): Promise<Response> {
  const { document } = await findMarketingReportDocument(db, uprn);
  return toReportHtmlResponse(document);
}

/** Download PDF: the same report printed by lib/reports' printer, named for the UPRN and the report's date. */
export async function downloadMarketingReportPdf(db: Db, uprn: string): Promise<Response> {
  const { document, createdAt } = await findMarketingReportDocument(db, uprn);
  return toPdfResponse(await printPdf(document), nameReportFile(["marketing-report", uprn], createdAt, "pdf"));
}
