"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { DataSourceLabel } from "@/components/property/data-source-label";
import { formatPropertyPrice } from "@/components/property/format-property-price";
import { propertyDate, statusLabel } from "@/components/property/property-status";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CANDIDATE_SOURCES, type CandidatePage, type CandidateSource } from "@/lib/comparison/schemas";
import { formatMonthYear, formatNumber } from "@/lib/format/format";
import { errorMessage } from "@/lib/http/api-fetch";
import type { Property } from "@/lib/property/schemas";

const SOURCE_LABELS: Record<CandidateSource, { name: string; noun: [string, string]; source: string }> = {
  sales: { name: "Sales", noun: ["sale", "sales"], source: "HM Land Registry Price Paid" },
  listings: { name: "Listings", noun: ["listing", "listings"], source: "demo data (synthetic)" },
};

type Props = {
  results: UseQueryResult<CandidatePage>;
  source: CandidateSource;
  onSourceChange: (source: CandidateSource) => void;
  onPageChange: (page: number) => void;
  onAdd: (property: Property) => void;
};

/**
 * The properties a user can add: real Price Paid sales or the listings around a postcode,
 * ten a page, each labelled by its source.
 */
export function CandidateList({ results, source, onSourceChange, onPageChange, onAdd }: Props) {
  if (results.isPending) return <p className="text-sm text-muted-foreground">Searching…</p>;
  if (results.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(results.error, "The search failed.")}
      </p>
    );
  }
  const data = results.data;
  const labels = SOURCE_LABELS[data.source];
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const first = (data.page - 1) * data.pageSize + 1;
  const last = first + data.properties.length - 1;
  const where = data.area.radiusMiles === null ? `in ${data.area.label}` : `within ${data.area.radiusMiles} miles of ${data.area.label}`;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Show">
        {CANDIDATE_SOURCES.map((value) => (
          <Button key={value} type="button" size="sm" variant={value === source ? "default" : "outline"} aria-pressed={value === source} onClick={() => onSourceChange(value)}>
            {SOURCE_LABELS[value].name} ({formatNumber(data.totals[value])})
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        {labels.name}: {labels.source}, newest first.
      </p>
      {data.properties.length === 0 ? (
        <p className="text-sm text-muted-foreground">{data.total === 0 ? `No ${labels.noun[1]} ${where}.` : "No properties found"}</p>
      ) : (
        <ul className="grid gap-2" aria-label="Search results" aria-busy={results.isFetching}>
          {data.properties.map((property) => (
            <li key={property.id} className="flex items-center justify-between gap-3 rounded-md border p-2.5">
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium">{property.address}</p>
                <p className="text-muted-foreground">
                  {formatPropertyPrice(property)} · {statusLabel(property.status)} · {formatMonthYear(propertyDate(property))}
                </p>
                <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                  <DataSourceLabel source={property.source} period={property.period} />
                  {property.nonResidential ? <Badge variant="outline">Non-residential / additional price paid</Badge> : null}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => onAdd(property)} aria-label={`Add ${property.address}`}>
                <Plus aria-hidden /> Add
              </Button>
            </li>
          ))}
        </ul>
      )}
      {data.total > 0 ? (
        <nav aria-label="Result pages" className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {data.properties.length ? `${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(data.total)} ${labels.noun[data.total === 1 ? 0 : 1]} ${where}` : `Page ${formatNumber(data.page)}`} · page {formatNumber(data.page)} of {formatNumber(pages)}
          </p>
          <span className="flex gap-2">
            <Button type="button" size="sm" variant="outline" disabled={data.page <= 1 || results.isFetching} onClick={() => onPageChange(data.page - 1)}>
              <ChevronLeft aria-hidden /> Previous
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={data.page >= pages || results.isFetching} onClick={() => onPageChange(data.page + 1)}>
              Next <ChevronRight aria-hidden />
            </Button>
          </span>
        </nav>
      ) : null}
    </div>
  );
}
