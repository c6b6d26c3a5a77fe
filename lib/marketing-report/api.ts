import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { apiFetch, apiPath, apiRequest, errorMessage } from "@/lib/http/api-fetch";
import { nameReportFile } from "@/lib/reports/name-report-file";
import type { MarketingReport } from "./schemas";

// Spec part 1 §7 names the data key /api/residential/marketing and has the report reuse the
// property-data provider's lookup (/api/{provider}/uprn/{uprn}, issue 13's); our report is
// built from our own data and served here (docs/decisions/072).
const REPORT_PATH = "/api/reports/marketing/{uprn}";
const VIEW_PATH = "/api/reports/marketing/{uprn}/view";
const PDF_PATH = "/api/reports/marketing/{uprn}/pdf";

/** The address View Report opens: the report as generated, rendered by the server. */
export const marketingReportViewUrl = (uprn: string) => apiPath(VIEW_PATH, { uprn });

const PDF_SIGNATURE = "%PDF-";

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches the printed report, refuses anything that is not a PDF, and saves it under the server's name. */
async function downloadPdf(uprn: string): Promise<string> {
  let response: Response;
  try {
    response = await apiRequest(apiPath(PDF_PATH, { uprn }));
  } catch (error) {
    throw new Error(`Failed to generate PDF: ${errorMessage(error, "the server did not answer")}`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isPdf = response.headers.get("content-type")?.startsWith("application/pdf") && new TextDecoder().decode(bytes.subarray(0, 5)) === PDF_SIGNATURE;
  if (!isPdf) throw new Error("The server did not answer a PDF. Try again in a moment.");
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? nameReportFile(["marketing-report", uprn], new Date(), "pdf");
  saveFile(new Blob([bytes], { type: "application/pdf" }), fileName);
  return fileName;
}

export const marketingReportQueries = {
  report: (uprn: string) =>
    queryOptions({
      queryKey: [REPORT_PATH, { uprn }] as const,
      queryFn: () => apiFetch<MarketingReport>(apiPath(REPORT_PATH, { uprn })),
    }),
};

export const marketingReportMutations = {
  downloadPdf: () => mutationOptions({ mutationFn: downloadPdf }),
};
