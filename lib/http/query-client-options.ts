import type { QueryClientConfig, QueryFunction } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";

/** Spec §7/§9: the default query GETs the key joined by "/" and returns parsed JSON. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiFetch(queryKey.map(String).join("/"));

// Spec §9: no automatic retry, no refetch on focus or interval, data never stale.
export function createQueryClientOptions(): QueryClientConfig {
  return {
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  };
}
