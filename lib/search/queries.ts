import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/api-fetch";
import { recentSearchesSchema } from "./schemas";

export const recentSearchesQuery = queryOptions({
  queryKey: ["/api/searches/recent"],
  queryFn: () => apiFetch("/api/searches/recent", undefined, recentSearchesSchema),
});
