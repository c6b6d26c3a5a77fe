// The search calls as TanStack Query options (bulletproof-react's api layer): key
// [path, params], response types from the shared schemas. zod itself stays out of the
// page bundle (first-load budget, docs/decisions/006), so these responses are typed, not parsed.
import { queryOptions } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import type { RecentSearch, SearchResponse } from "./schemas";

const SEARCH_PATH = "/api/properties/search";
const RECENT_SEARCHES_PATH = "/api/searches/recent";

export type SearchParams = { searchType: "postcode"; postcode: string; radius: string } | { searchType: "uprn"; uprn: string } | { searchType: "address"; address: string };

export const searchQueries = {
  recent: () =>
    queryOptions({
      queryKey: [RECENT_SEARCHES_PATH, {}] as const,
      queryFn: () => apiFetch<RecentSearch[]>(RECENT_SEARCHES_PATH),
    }),
  properties: (params: SearchParams) =>
    queryOptions({
      queryKey: [SEARCH_PATH, params] as const,
      queryFn: () => apiFetch<SearchResponse>(apiPath(SEARCH_PATH, params)),
    }),
};
