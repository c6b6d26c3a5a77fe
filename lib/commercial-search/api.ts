// The commercial search call as a TanStack Query option; typed, not parsed (no zod in the page bundle).
import { queryOptions } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import type { CommercialSearchResponse } from "./schemas";

const SEARCH_PATH = "/api/commercial/search";

export type CommercialSearchParams = { postcode: string; radius: string; sort: string; direction: string; page: string };

export const commercialSearchQueries = {
  records: (params: CommercialSearchParams) =>
    queryOptions({
      queryKey: [SEARCH_PATH, params] as const,
      queryFn: () => apiFetch<CommercialSearchResponse>(apiPath(SEARCH_PATH, params)),
    }),
};
