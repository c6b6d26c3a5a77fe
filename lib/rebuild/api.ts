import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { ApiError, apiFetch, apiPath, apiRequest } from "@/lib/http/api-fetch";
// The title report's PDF checks (spec part 2 §5), reused as they are: they belong in
// lib/reports once its owner moves them there.
import { checkPdfDownload, readDownloadName } from "@/lib/title-report/check-pdf-download";
import type { BuildPeriod, RebuildAssessment, RebuildPropertyType } from "./schemas";

const ASSESSMENT_PATH = "/api/services/insurance-rebuild/{id}";
const VIEW_PATH = "/api/services/insurance-rebuild/{id}/view";
const PDF_PATH = "/api/services/insurance-rebuild/{id}/pdf";

/** The UPRN and what the person entered to fill gaps in our data (blank: not given). */
export type RebuildRequest = { id: string; floorArea?: string; propertyType?: RebuildPropertyType | ""; buildPeriod?: BuildPeriod | "" };

const toParams = ({ id, floorArea, propertyType, buildPeriod }: RebuildRequest) => ({ id, floorArea: floorArea?.trim() || undefined, propertyType: propertyType || undefined, buildPeriod: buildPeriod || undefined });

/** The address View Report opens: the assessment rendered by the server. */
export const rebuildViewUrl = (request: RebuildRequest) => apiPath(VIEW_PATH, toParams(request));

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

async function downloadPdf(request: RebuildRequest): Promise<string> {
  let response: Response;
  try {
    response = await apiRequest(apiPath(PDF_PATH, toParams(request)));
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Failed to generate PDF: ${error.status}. ${error.userMessage}`);
    throw error;
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const problem = checkPdfDownload(response.headers.get("content-type"), bytes);
  if (problem) throw new Error(problem);
  const fileName = readDownloadName(response.headers.get("content-disposition"), `insurance-rebuild-${request.id}.pdf`);
  saveFile(new Blob([bytes], { type: "application/pdf" }), fileName);
  return fileName;
}

export const rebuildQueries = {
  assessment: (request: RebuildRequest) => {
    const params = toParams(request);
    return queryOptions({
      queryKey: [ASSESSMENT_PATH, params] as const,
      queryFn: () => apiFetch<RebuildAssessment>(apiPath(ASSESSMENT_PATH, params)),
    });
  },
};

export const rebuildMutations = {
  downloadPdf: () => mutationOptions({ mutationFn: downloadPdf }),
};
