import { queryOptions } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import { addressMatchSchema, areaAnalysisSchema, areaContextSchema } from "./schemas";

const AREA_ANALYSIS_PATH = "/api/area-analysis/{postcode}";
const AREA_CONTEXT_PATH = "/api/area/context";
const ADDRESS_MATCH_PATH = "/api/address/match";

// Keys are [path, params] (lib/http/api-fetch.ts apiPath); responses are checked by the
// schemas the handlers answer with.
export const areaQueries = {
  analysis: (postcode: string) =>
    queryOptions({
      queryKey: [AREA_ANALYSIS_PATH, { postcode }] as const,
      queryFn: () => apiFetch(apiPath(AREA_ANALYSIS_PATH, { postcode }), undefined, areaAnalysisSchema),
    }),
  context: (postcode: string) =>
    queryOptions({
      queryKey: [AREA_CONTEXT_PATH, { postcode }] as const,
      queryFn: () => apiFetch(apiPath(AREA_CONTEXT_PATH, { postcode }), undefined, areaContextSchema),
    }),
  addressMatch: (query: string) =>
    queryOptions({
      queryKey: [ADDRESS_MATCH_PATH, { query }] as const,
      queryFn: () => apiFetch(apiPath(ADDRESS_MATCH_PATH, { query }), undefined, addressMatchSchema),
    }),
};
