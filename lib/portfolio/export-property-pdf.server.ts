import "server-only";
import type { Db } from "@/lib/db/client";
import { buildReportDocument } from "@/lib/reports/build-report-document";
import { nameReportFile } from "@/lib/reports/name-report-file";
import { printPdf } from "@/lib/reports/print-pdf.server";
import { toPdfResponse } from "@/lib/reports/report-responses";
import { requireClient } from "./find-client.server";

/**
 * The posted report HTML as a PDF: sanitised by buildReportDocument's allowlist and printed
 * by the locked-down printer (JavaScript off, every request refused). The posted file name
 * is ignored: `property-report-{title}-{date}.pdf` is built here.
 */
export async function exportPropertyPdf(db: Db, slug: string, input: { htmlContent: string; titleNumber: string }, asOf = new Date()) {
  await requireClient(db, slug);
  const pdf = await printPdf(buildReportDocument({ title: `Property Report ${input.titleNumber}`, body: input.htmlContent }));
  return toPdfResponse(pdf, nameReportFile(["property-report", input.titleNumber], asOf, "pdf"));
}
