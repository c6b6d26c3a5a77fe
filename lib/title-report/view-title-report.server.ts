import "server-only";
import type { Db } from "@/lib/db/client";
import { nameReportFile } from "@/lib/reports/name-report-file";
import { printPdf } from "@/lib/reports/print-pdf.server";
import { toPdfResponse, toReportHtmlResponse } from "@/lib/reports/report-responses";
import { findTitleReportDocument } from "./find-title-report-document.server";

/** View Report: the rendered report in a browser tab, under a policy that loads and runs nothing. */
export async function viewTitleReport(db: Db, uprn: string): Promise<Response> {
  const { document } = await findTitleReportDocument(db, uprn);
  return toReportHtmlResponse(document);
}

/** Download PDF: the same report printed, named for the UPRN and the report's date. */
export async function downloadTitleReportPdf(db: Db, uprn: string): Promise<Response> {
  const { document, createdAt } = await findTitleReportDocument(db, uprn);
  return toPdfResponse(await printPdf(document), nameReportFile(["sra-title-report", uprn], createdAt, "pdf"));
}
