"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useUrlState } from "@/components/forms/use-url-state";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { searchQueries } from "@/lib/search/api";
import { GetStartedCards } from "./get-started-cards";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";
import { readSearchUrl, writeSearchUrl } from "./search-url";

/**
 * The search lives in the URL (issue 9 item 13): submitting pushes it, so the back button
 * returns to the previous search, a reload or a shared link runs it again, and the Recent
 * Searches links (?postcode=…) are just such URLs.
 */
export function PropertySearch() {
  const queryClient = useQueryClient();
  const { state: params, urlKey, formKey, pushState } = useUrlState(readSearchUrl, writeSearchUrl);
  // Queries run only once a search has been submitted (spec §2).
  const query = useQuery({ ...searchQueries.properties(params ?? { searchType: "postcode", postcode: "", radius: "1" }), enabled: params !== null });

  useEffect(() => {
    if (query.isSuccess && params?.searchType === "postcode") void queryClient.invalidateQueries({ queryKey: searchQueries.recent().queryKey });
  }, [query.isSuccess, query.dataUpdatedAt, params, queryClient]);

  return (
    <div className="grid gap-6">
      {/* Refilled from the URL when back, forward or a link changes it. */}
      <SearchForm key={formKey} initial={params} busy={query.isFetching} onSearch={pushState} />
      {params === null ? (
        <GetStartedCards />
      ) : query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true" aria-label="Loading results">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError title="The search could not be completed." error={query.error} />
      ) : (
        <SearchResults key={urlKey} result={query.data} uprn={params.searchType === "uprn" ? params.uprn : undefined} />
      )}
    </div>
  );
}
