import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/api-fetch";
import { addressMatchSchema, areaAnalysisSchema, areaContextSchema } from "./schemas";

// Query keys are the API paths (STYLE.md): the spec's default fetcher joins them with "/".
export const areaAnalysisQuery = (postcode: string) =>
  queryOptions({
    queryKey: ["/api/area-analysis", postcode],
    queryFn: () => apiFetch(`/api/area-analysis/${encodeURIComponent(postcode)}`, undefined, areaAnalysisSchema),
  });

export const areaContextPath = (postcode: string) => `/api/area/context?${new URLSearchParams({ postcode }).toString()}`;

export const areaContextQuery = (postcode: string) =>
  queryOptions({
    queryKey: [areaContextPath(postcode)],
    queryFn: () => apiFetch(areaContextPath(postcode), undefined, areaContextSchema),
  });

export const addressMatchPath = (query: string) => `/api/address/match?${new URLSearchParams({ query }).toString()}`;

export const addressMatchQuery = (query: string) =>
  queryOptions({
    queryKey: [addressMatchPath(query)],
    queryFn: () => apiFetch(addressMatchPath(query), undefined, addressMatchSchema),
  });
