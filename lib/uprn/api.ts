import { queryOptions } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import { uprnListSchema } from "./schemas";
import type { getUprnDetails } from "./data.server";

export type UprnSearch =
  | { kind: "address"; q: string }
  | { kind: "postcode"; postcode: string }
  | { kind: "radius"; lat: string; lng: string; radius: string };

/** What GET /api/uprn/{uprn}/details answers: the handler's own return type. */
export type UprnDetails = Awaited<ReturnType<typeof getUprnDetails>>;

const UPRN_SEARCH_PATH = "/api/uprn/search/{kind}";
const UPRN_DETAILS_PATH = "/api/uprn/{uprn}/details";

export const uprnQueries = {
  search: (search: UprnSearch) =>
    queryOptions({
      queryKey: [UPRN_SEARCH_PATH, search] as const,
      queryFn: () => apiFetch(apiPath(UPRN_SEARCH_PATH, search), undefined, uprnListSchema),
    }),
  details: (uprn: string) =>
    queryOptions({
      queryKey: [UPRN_DETAILS_PATH, { uprn }] as const,
      queryFn: () => apiFetch<UprnDetails>(apiPath(UPRN_DETAILS_PATH, { uprn })),
    }),
};
