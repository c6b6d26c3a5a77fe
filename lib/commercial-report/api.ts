import { mutationOptions } from "@tanstack/react-query";
import { apiPath, apiRequest } from "@/lib/http/api-fetch";
import { downloadPdf } from "@/lib/http/download-pdf";
import { nameReportFile } from "@/lib/reports/name-report-file";
import type { CommercialReportInput } from "./schemas";

const VIEW_PATH = "/api/commercial/reports/view";
const PDF_PATH = "/api/commercial/reports/pdf";

const postJson = (input: CommercialReportInput): RequestInit => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(input) });

/** The address View Report opens: the report rendered by the server from the same request. */
export const commercialReportViewUrl = (input: CommercialReportInput) => apiPath(VIEW_PATH, { report: JSON.stringify(input) });

export const commercialReportMutations = {
  /** Generate Report: the server renders the report once, so any problem with the inputs is named before View or Download. */
  generate: () => mutationOptions({ mutationFn: async (input: CommercialReportInput) => (await apiRequest(VIEW_PATH, postJson(input))).body?.cancel() }),
  downloadPdf: () =>
    mutationOptions({
      mutationFn: (input: CommercialReportInput) => downloadPdf(PDF_PATH, nameReportFile(["commercial-report", input.property.uprn ?? input.property.transactionId ?? "property"], new Date(), "pdf"), postJson(input)),
    }),
};
