// The search calls as TanStack Query options (bulletproof-react's api layer): key
// [path, params], response types from the shared schemas. zod itself stays out of the
// page bundle (first-load budget, docs/decisions/006), so these responses are typed, not parsed.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import type { RecentSearch, SearchResponse } from "./schemas";
import type { SearchSortKey, SearchSortOrder } from "./search-input";

const SEARCH_PATH = "/api/properties/search";
const RECENT_SEARCHES_PATH = "/api/searches/recent";
/** The map draws one larger page of markers (the API's most), newest first. */
const MAP_PAGE_SIZE = 500;

export type SearchParams = { searchType: "postcode"; postcode: string; radius: string } | { searchType: "uprn"; uprn: string } | { searchType: "address"; address: string };
export type SearchSort = { sort: SearchSortKey; order: SearchSortOrder };

export const searchQueries = {
  recent: () =>
    queryOptions({
      queryKey: [RECENT_SEARCHES_PATH, {}] as const,
      queryFn: () => apiFetch<RecentSearch[]>(RECENT_SEARCHES_PATH),
    }),
  /** One page of up to MAP_PAGE_SIZE properties, for the map. */
  properties: (params: SearchParams) =>
    queryOptions({
      queryKey: [SEARCH_PATH, { ...params, pageSize: MAP_PAGE_SIZE }] as const,
      queryFn: () => apiFetch<SearchResponse>(apiPath(SEARCH_PATH, { ...params, pageSize: MAP_PAGE_SIZE })),
    }),
  /** The results list: pages in the order asked for, each next one from the last one's cursor. */
  pages: (params: SearchParams, sort: SearchSort) =>
    infiniteQueryOptions({
      queryKey: [SEARCH_PATH, { ...params, ...sort }, "pages"] as const,
      queryFn: ({ pageParam }) => apiFetch<SearchResponse>(apiPath(SEARCH_PATH, { ...params, ...sort, cursor: pageParam })),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
};
