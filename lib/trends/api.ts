import { queryOptions } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import type { getTrends } from "./get-trends.server";

/** What GET /api/trends answers: the handler's own return type. */
export type Trends = Awaited<ReturnType<typeof getTrends>>;

const TRENDS_PATH = "/api/trends";

export const trendsQueries = {
  trends: (params: { area: string; propertyType: string }) =>
    queryOptions({
      queryKey: [TRENDS_PATH, params] as const,
      queryFn: () => apiFetch<Trends>(apiPath(TRENDS_PATH, params)),
    }),
};
