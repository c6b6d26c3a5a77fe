import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import { downloadPdf } from "@/lib/http/download-pdf";
import { nameReportFile } from "@/lib/reports/name-report-file";
import type { MarketingReport } from "./schemas";

// Spec part 1 §7 names the data key /api/residential/marketing and has the report reuse the
// property-data provider's lookup by UPRN: the report reads the home through that layer
// (lib/property-data's readPropertyProfile: local, enriched by the live vendor when one is
// configured) and is served here with its View and PDF calls (docs/decisions/072).
const REPORT_PATH = "/api/reports/marketing/{uprn}";
const VIEW_PATH = "/api/reports/marketing/{uprn}/view";
const PDF_PATH = "/api/reports/marketing/{uprn}/pdf";

/** The address View Report opens: the report as generated, rendered by the server. */
export const marketingReportViewUrl = (uprn: string) => apiPath(VIEW_PATH, { uprn });

export const marketingReportQueries = {
  report: (uprn: string) =>
    queryOptions({
      queryKey: [REPORT_PATH, { uprn }] as const,
      queryFn: () => apiFetch<MarketingReport>(apiPath(REPORT_PATH, { uprn })),
    }),
};

export const marketingReportMutations = {
  downloadPdf: () =>
    mutationOptions({ mutationFn: (uprn: string) => downloadPdf(apiPath(PDF_PATH, { uprn }), nameReportFile(["marketing-report", uprn], new Date(), "pdf")) }),
};
