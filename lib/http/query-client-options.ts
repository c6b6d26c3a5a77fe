import type { QueryClientConfig, QueryFunction } from "@tanstack/react-query";
import { apiFetch, apiPath, type ApiParams } from "./api-fetch";

function isParams(value: unknown): value is ApiParams {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Spec §7/§9: the default query GETs the key joined by "/" and returns parsed JSON. Our
 * own keys are `[path, params]` (lib/<feature>/api.ts); those GET apiPath(path, params).
 */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => {
  const [path, params] = queryKey;
  if (typeof path === "string" && queryKey.length === 2 && isParams(params)) return apiFetch(apiPath(path, params));
  return apiFetch(queryKey.map(String).join("/"));
};

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
