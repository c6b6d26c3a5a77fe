"use client";
import { useQuery } from "@tanstack/react-query";
import { useUrlState } from "@/components/forms/use-url-state";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { areaQueries } from "@/lib/area/api";
import { AreaFeatures } from "./area-features";
import { AreaResults } from "./area-results";
import { AreaSearchForm } from "./area-search-form";
import { readAreaUrl, writeAreaUrl } from "./area-url";

function ResultsSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label={label}>
      <Skeleton className="h-7 w-64" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}

/**
 * Spec §2 Area Analysis: a postcode runs the area queries at once; an address is first
 * matched (GET /api/address/match) and its postcode then runs them. Queries run only
 * after a search is submitted.
 */
export function AreaAnalysisDashboard() {
  // The analysis lives in the URL (issue 9 item 13): shareable, reloadable, back returns to the previous one.
  const { state: request, formKey, pushState } = useUrlState(readAreaUrl, writeAreaUrl);
  const addressText = request?.mode === "address" ? request.address : "";
  const match = useQuery({ ...areaQueries.addressMatch(addressText), enabled: request?.mode === "address" });
  const postcode = request?.mode === "postcode" ? request.postcode : request?.mode === "address" ? (match.data?.match.postcode ?? null) : null;
  const analysis = useQuery({ ...areaQueries.analysis(postcode ?? ""), enabled: postcode !== null });
  const context = useQuery({ ...areaQueries.context(postcode ?? ""), enabled: postcode !== null });
  const busy = match.isFetching || analysis.isFetching || context.isFetching;

  let body: React.ReactNode;
  let status = "";
  if (request === null) {
    body = <AreaFeatures />;
  } else if (request.mode === "address" && match.isError) {
    body = <QueryError title="The address could not be matched." error={match.error} />;
    status = "The address could not be matched.";
  } else if (postcode === null || analysis.isPending || context.isPending) {
    const label = postcode === null ? "Matching the address" : `Analysing ${postcode}`;
    body = <ResultsSkeleton label={label} />;
    status = `${label}…`;
  } else if (analysis.isError || context.isError) {
    body = <QueryError title={`The area analysis for ${postcode} could not be completed.`} error={analysis.error ?? context.error} />;
    status = "The area analysis could not be completed.";
  } else {
    body = (
      <AreaResults
        analysis={analysis.data}
        context={context.data}
        match={request.mode === "address" && match.data ? { query: request.address, result: match.data.match } : undefined}
      />
    );
    status = `Area analysis for ${analysis.data.area.label} loaded.`;
  }

  return (
    <div className="grid gap-6">
      <AreaSearchForm key={formKey} initial={request} busy={busy} onSearch={pushState} />
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {body}
    </div>
  );
}
