import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import { downloadPdf } from "@/lib/http/download-pdf";
import type { TitleReport } from "./schemas";

const REPORT_PATH = "/api/services/sra-title-report/{uprn}";
const VIEW_PATH = "/api/services/sra-title-report/{uprn}/view";
const PDF_PATH = "/api/services/sra-title-report/{uprn}/pdf";

/** The address View Report opens: the report as generated, rendered by the server. */
export const titleReportViewUrl = (uprn: string) => apiPath(VIEW_PATH, { uprn });

export const titleReportQueries = {
  report: (uprn: string) =>
    queryOptions({
      queryKey: [REPORT_PATH, { uprn }] as const,
      queryFn: () => apiFetch<TitleReport>(apiPath(REPORT_PATH, { uprn })),
    }),
};

export const titleReportMutations = {
  downloadPdf: () => mutationOptions({ mutationFn: (uprn: string) => downloadPdf(apiPath(PDF_PATH, { uprn }), `sra-title-report-${uprn}.pdf`) }),
};
