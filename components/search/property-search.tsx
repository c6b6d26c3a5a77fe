"use client";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useUrlState } from "@/components/forms/use-url-state";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { searchQueries, type SearchSort } from "@/lib/search/api";
import { GetStartedCards } from "./get-started-cards";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";
import { readSearchUrl, writeSearchUrl } from "./search-url";

const DEFAULT_SORT: SearchSort = { sort: "date", order: "desc" };

/**
 * The search lives in the URL (issue 9 item 13): submitting pushes it, so the back button
 * returns to the previous search, a reload or a shared link runs it again, and the Recent
 * Searches links (?postcode=…) are just such URLs. The results come a page at a time in
 * the order chosen, which the server applies (docs/decisions/111).
 */
export function PropertySearch() {
  const queryClient = useQueryClient();
  const { state: params, urlKey, formKey, pushState } = useUrlState(readSearchUrl, writeSearchUrl);
  // The order chosen for this search; another search starts again from the newest.
  const [chosen, setChosen] = useState<{ urlKey: string; sort: SearchSort } | null>(null);
  const sortChanged = chosen?.urlKey === urlKey;
  const sort = sortChanged ? chosen.sort : DEFAULT_SORT;
  // Queries run only once a search has been submitted (spec §2).
  const query = useInfiniteQuery({
    ...searchQueries.pages(params ?? { searchType: "postcode", postcode: "", radius: "1" }, sort),
    enabled: params !== null,
    // A new order keeps the cards shown (marked busy) until its first page arrives; a new search does not.
    placeholderData: (previous) => (sortChanged ? previous : undefined),
  });

  useEffect(() => {
    if (query.isSuccess && params?.searchType === "postcode") void queryClient.invalidateQueries({ queryKey: searchQueries.recent().queryKey });
  }, [query.isSuccess, query.dataUpdatedAt, params, queryClient]);

  return (
    <div className="grid gap-6">
      {/* Refilled from the URL when back, forward or a link changes it. */}
      <SearchForm key={formKey} initial={params} busy={query.isFetching && !query.isFetchingNextPage} onSearch={pushState} />
      {params === null ? (
        <GetStartedCards />
      ) : query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true" aria-label="Loading results">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : query.isError && !query.isFetchNextPageError ? (
        <QueryError title="The search could not be completed." error={query.error} />
      ) : (
        <SearchResults
          key={urlKey}
          pages={query.data.pages}
          uprn={params.searchType === "uprn" ? params.uprn : undefined}
          sort={sort}
          onSortChange={(next) => setChosen({ urlKey, sort: next })}
          sorting={query.isPlaceholderData}
          more={{
            available: query.hasNextPage && !query.isPlaceholderData,
            loading: query.isFetchingNextPage,
            error: query.isFetchNextPageError ? query.error : null,
            load: () => void query.fetchNextPage(),
          }}
        />
      )}
    </div>
  );
}
