import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import { downloadPdf } from "@/lib/http/download-pdf";
import type { BuildPeriod, RebuildAssessment, RebuildPropertyType } from "./schemas";

const ASSESSMENT_PATH = "/api/services/insurance-rebuild/{id}";
const VIEW_PATH = "/api/services/insurance-rebuild/{id}/view";
const PDF_PATH = "/api/services/insurance-rebuild/{id}/pdf";

/** The UPRN and what the person entered to fill gaps in our data (blank: not given). */
export type RebuildRequest = { id: string; floorArea?: string; propertyType?: RebuildPropertyType | ""; buildPeriod?: BuildPeriod | "" };

const toParams = ({ id, floorArea, propertyType, buildPeriod }: RebuildRequest) => ({ id, floorArea: floorArea?.trim() || undefined, propertyType: propertyType || undefined, buildPeriod: buildPeriod || undefined });

/** The address View Report opens: the assessment rendered by the server. */
export const rebuildViewUrl = (request: RebuildRequest) => apiPath(VIEW_PATH, toParams(request));

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
  downloadPdf: () => mutationOptions({ mutationFn: (request: RebuildRequest) => downloadPdf(apiPath(PDF_PATH, toParams(request)), `insurance-rebuild-${request.id}.pdf`) }),
};
