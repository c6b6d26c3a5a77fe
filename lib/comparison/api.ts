import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import type { CandidatePage, CandidateSource, SavedComparison } from "./schemas";

const COMPARISONS_PATH = "/api/comparisons";
const USER_COMPARISONS_PATH = "/api/comparisons/{userId}";
const COMPARISON_PATH = "/api/comparisons/{id}";
const CANDIDATES_PATH = "/api/comparison-candidates";

export type CandidateParams = { postcode: string; source: CandidateSource; page: number };

// Responses are typed by the shared schema but not parsed: zod stays out of the page
// bundle (docs/decisions/006).
export const comparisonQueries = {
  candidates: (params: CandidateParams) =>
    queryOptions({
      queryKey: [CANDIDATES_PATH, params] as const,
      queryFn: () => apiFetch<CandidatePage>(apiPath(CANDIDATES_PATH, params)),
    }),
  saved: (userId: string) =>
    queryOptions({
      queryKey: [USER_COMPARISONS_PATH, { userId }] as const,
      queryFn: () => apiFetch<SavedComparison[]>(apiPath(USER_COMPARISONS_PATH, { userId })),
    }),
};

/** Saving or deleting changes the user's list, so each refreshes every saved-list query. */
export const comparisonMutations = {
  save: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [COMPARISONS_PATH],
      mutationFn: (body: { propertyIds: string[]; userId: string }) => apiFetch<SavedComparison>(COMPARISONS_PATH, { json: body }),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: [USER_COMPARISONS_PATH] }),
    }),
  remove: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [COMPARISON_PATH],
      mutationFn: (id: string) => apiFetch<{ deleted: true; id: string }>(apiPath(COMPARISON_PATH, { id }), { method: "DELETE" }),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: [USER_COMPARISONS_PATH] }),
    }),
};
