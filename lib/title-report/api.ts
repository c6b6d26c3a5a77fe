import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { ApiError, apiFetch, apiPath, apiRequest } from "@/lib/http/api-fetch";
import { checkPdfDownload, readDownloadName } from "./check-pdf-download";
import type { TitleReport } from "./schemas";

const REPORT_PATH = "/api/services/sra-title-report/{uprn}";
const VIEW_PATH = "/api/services/sra-title-report/{uprn}/view";
const PDF_PATH = "/api/services/sra-title-report/{uprn}/pdf";

/** The address View Report opens: the report as generated, rendered by the server. */
export const titleReportViewUrl = (uprn: string) => apiPath(VIEW_PATH, { uprn });

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

/** Fetches the printed report, refuses anything that is not a PDF (spec §5), and saves it. */
async function downloadPdf(uprn: string): Promise<string> {
  let response: Response;
  try {
    response = await apiRequest(apiPath(PDF_PATH, { uprn }));
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Failed to generate PDF: ${error.status}. ${error.userMessage}`);
    throw error;
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const problem = checkPdfDownload(response.headers.get("content-type"), bytes);
  if (problem) throw new Error(problem);
  const fileName = readDownloadName(response.headers.get("content-disposition"), `sra-title-report-${uprn}.pdf`);
  saveFile(new Blob([bytes], { type: "application/pdf" }), fileName);
  return fileName;
}

export const titleReportQueries = {
  report: (uprn: string) =>
    queryOptions({
      queryKey: [REPORT_PATH, { uprn }] as const,
      queryFn: () => apiFetch<TitleReport>(apiPath(REPORT_PATH, { uprn })),
    }),
};

export const titleReportMutations = {
  downloadPdf: () => mutationOptions({ mutationFn: downloadPdf }),
};
