import "server-only";
import { valueInvestment } from "@/lib/commercial-valuation/value-investment";
import type { Db } from "@/lib/db/client";
import { analyseLeases } from "@/lib/lease/analyse-leases";
import { buildReportDocument } from "@/lib/reports/build-report-document";
import { nameReportFile } from "@/lib/reports/name-report-file";
import { printPdf } from "@/lib/reports/print-pdf.server";
import { toPdfResponse, toReportHtmlResponse } from "@/lib/reports/report-responses";
import { readPropertyRecords } from "./read-property-records.server";
import { COMMERCIAL_REPORT_HEADING } from "./report-labels";
import { renderCommercialReportHtml } from "./render-commercial-report-html";
import type { CommercialReportRequest } from "./schemas";

// A pure function of our data and the request's inputs: View and Download compute it again, nothing is stored.
async function renderDocument(db: Db, request: CommercialReportRequest) {
  const records = await readPropertyRecords(db, request.property);
  const preparedOn = new Date().toISOString().slice(0, 10);
  const body = renderCommercialReportHtml({
    property: request.property,
    preparedOn,
    records,
    valuation: valueInvestment(request.valuation),
    lease: request.lease ? analyseLeases(request.lease) : null,
  });
  const named = request.property.uprn ?? request.property.transactionId ?? "";
  return { preparedOn, named, document: buildReportDocument({ title: `${COMMERCIAL_REPORT_HEADING} — ${named}`, body: body.value }) };
}

/** View Report: the report in a browser tab, under a policy that loads and runs nothing. */
export async function viewCommercialReport(db: Db, request: CommercialReportRequest): Promise<Response> {
  return toReportHtmlResponse((await renderDocument(db, request)).document);
}

/** Download PDF: the report printed, named for the property and the day. */
export async function downloadCommercialReportPdf(db: Db, request: CommercialReportRequest): Promise<Response> {
  const { preparedOn, named, document } = await renderDocument(db, request);
  const fileKey = named.replace(/[^A-Za-z0-9-]/g, "");
  return toPdfResponse(await printPdf(document), nameReportFile(["commercial-report", fileKey || "property"], new Date(preparedOn), "pdf"));
}
