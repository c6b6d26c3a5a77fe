// Client queries. Responses come from our own handlers, typed by the same definitions;
// zod stays out of the page bundle (first-load budget, docs/decisions/006).
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/api-fetch";
import type { RecentSearch, SearchResponse } from "./schemas";

export const recentSearchesQuery = queryOptions({
  queryKey: ["/api/searches/recent"],
  queryFn: () => apiFetch<RecentSearch[]>("/api/searches/recent"),
});

export type SearchParams = { searchType: "postcode"; postcode: string; radius: string } | { searchType: "uprn"; uprn: string } | { searchType: "address"; address: string };

export function searchPath(params: SearchParams): string {
  return `/api/properties/search?${new URLSearchParams(params).toString()}`;
}

export const searchPropertiesQuery = (params: SearchParams) =>
  queryOptions({
    queryKey: [searchPath(params)],
    queryFn: () => apiFetch<SearchResponse>(searchPath(params)),
  });
