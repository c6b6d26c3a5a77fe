import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/api-fetch";
import { recentSearchesSchema, searchResponseSchema } from "./schemas";

export const recentSearchesQuery = queryOptions({
  queryKey: ["/api/searches/recent"],
  queryFn: () => apiFetch("/api/searches/recent", undefined, recentSearchesSchema),
});

export type SearchParams = { searchType: "postcode"; postcode: string; radius: string } | { searchType: "uprn"; uprn: string } | { searchType: "address"; address: string };

export function searchPath(params: SearchParams): string {
  return `/api/properties/search?${new URLSearchParams(params).toString()}`;
}

export const searchPropertiesQuery = (params: SearchParams) =>
  queryOptions({
    queryKey: [searchPath(params)],
    queryFn: () => apiFetch(searchPath(params), undefined, searchResponseSchema),
  });
