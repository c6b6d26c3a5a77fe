"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { searchQueries, type SearchParams } from "@/lib/search/api";
import { checkPostcodeInput } from "@/lib/postcode/check-postcode-input";
import { normalisePostcodeInput } from "@/lib/postcode/parse-postcode-query";
import { GetStartedCards } from "./get-started-cards";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";

function initialSearch(postcode: string | null): SearchParams | null {
  if (!postcode || checkPostcodeInput(postcode) !== null) return null;
  return { searchType: "postcode", postcode: normalisePostcodeInput(postcode), radius: "1" };
}

export function PropertySearch() {
  const queryClient = useQueryClient();
  const urlPostcode = useSearchParams().get("postcode");
  const [params, setParams] = useState<SearchParams | null>(() => initialSearch(urlPostcode));
  // The recent-search links change ?postcode= without remounting the page.
  const [seenUrlPostcode, setSeenUrlPostcode] = useState(urlPostcode);
  if (urlPostcode !== seenUrlPostcode) {
    setSeenUrlPostcode(urlPostcode);
    setParams(initialSearch(urlPostcode));
  }
  // Queries run only once a search has been submitted (spec §2).
  const query = useQuery({ ...searchQueries.properties(params ?? { searchType: "postcode", postcode: "", radius: "1" }), enabled: params !== null });

  useEffect(() => {
    if (query.isSuccess && params?.searchType === "postcode") void queryClient.invalidateQueries({ queryKey: searchQueries.recent().queryKey });
  }, [query.isSuccess, query.dataUpdatedAt, params, queryClient]);

  return (
    <div className="grid gap-6">
      <SearchForm key={urlPostcode ?? ""} initialPostcode={urlPostcode ?? ""} busy={query.isFetching} onSearch={setParams} />
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
        <SearchResults result={query.data} />
      )}
    </div>
  );
}
