"use client";
import { LayoutGrid, List } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { DataSourceLabel } from "@/components/property/data-source-label";
import { propertyCsvColumns } from "@/components/property/property-csv-columns";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { formatGbp, formatNumber, formatPercent, formatPeriod } from "@/lib/format/format";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/http/api-fetch";
import type { SearchSort } from "@/lib/search/api";
import type { SearchResponse } from "@/lib/search/schemas";
import type { SearchSortKey, SearchSortOrder } from "@/lib/search/search-input";
import { PriceTrends } from "./price-trends";
import { PropertyCard } from "./property-card";
import { describeSearchRadius } from "./describe-search-radius";
import { SORT_DIRECTION_LABELS } from "./sort-properties";

/** The next page: whether there is one, whether it is on its way, and how to ask for it. */
type MoreResults = { available: boolean; loading: boolean; error: unknown; load: () => void };

function StatCard({ label, value, detail, title, source }: { label: string; value: string; detail?: string; title?: string; source?: ReactNode }) {
  return (
    <Card>
      <CardContent className="pt-5">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-semibold">{value}</p>
        {detail ? (
          <p className={cn("mt-1 text-xs text-muted-foreground", title && "truncate")} title={title}>
            {detail}
          </p>
        ) : null}
        {source ? <div className="mt-1 text-xs text-muted-foreground">{source}</div> : null}
      </CardContent>
    </Card>
  );
}

/**
 * The results of one search, as the pages loaded so far: the figures are the first page's
 * (every page carries the same, over all matches), the cards every loaded page's, in the
 * order the server sorted them. The parent keys it by the search.
 */
export function SearchResults({ pages, uprn, sort, onSortChange, sorting, more }: { pages: SearchResponse[]; uprn?: string; sort: SearchSort; onSortChange: (sort: SearchSort) => void; sorting: boolean; more: MoreResults }) {
  const [layout, setLayout] = useState<"grid" | "list">("grid");
  const result = pages[0] as SearchResponse;
  const shown = useMemo(() => pages.flatMap((page) => page.properties), [pages]);
  const { areaStats, coverage } = result;
  const growth = areaStats.growth_12_months;
  const radiusCard = describeSearchRadius(result, uprn);
  // Days on market is of the listings for sale: the demo layer here, labelled as such.
  const listingForSale = shown.find((p) => p.status === "for_sale");
  // A UPRN with no sale or listing is shown as its address alone.
  const total = Math.max(result.total, shown.length);

  return (
    <section aria-label="Search results" className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Average Price"
          value={formatGbp(areaStats.average)}
          detail={`${growth === null ? "12-month change: not enough sales history" : `${formatPercent(growth)} over 12 months`}; homes at standard prices${coverage.nonResidentialSales ? `, ${formatNumber(coverage.nonResidentialSales)} other sales left out` : ""}`}
        />
        <StatCard label="Properties Found" value={formatNumber(result.total)} />
        <StatCard
          label="Days on Market"
          value={areaStats.days_on_market === null ? "—" : `${areaStats.days_on_market} days`}
          detail={areaStats.days_on_market === null ? "No listings for sale" : "Average for listings for sale"}
          source={areaStats.days_on_market !== null && listingForSale ? <DataSourceLabel source={listingForSale.source} period={listingForSale.period} /> : undefined}
        />
        <StatCard label="Search Radius" value={radiusCard.value} detail={radiusCard.detail} title={radiusCard.title} />
      </div>
      <p className="text-xs text-muted-foreground">
        Sales: HM Land Registry Price Paid{coverage.salesPeriod ? `, ${formatPeriod(coverage.salesPeriod)}` : ""}. Listings: {coverage.listingsSource === null ? "none in this area" : "demo data (synthetic)"}.
        {coverage.notes.length ? ` ${coverage.notes.join(" ")}` : ""}
      </p>
      <Tabs defaultValue="properties">
        <TabsList>
          <TabsTrigger value="properties">Properties</TabsTrigger>
          <TabsTrigger value="trends">Price Trends</TabsTrigger>
        </TabsList>
        <TabsContent value="properties">
          {shown.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground">No properties found</p>
          ) : (
            <div className="grid gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex items-center gap-2">
                  <label htmlFor="sort-by" className="text-sm text-muted-foreground">
                    Sort by
                  </label>
                  <NativeSelect id="sort-by" className="w-28" value={sort.sort} onChange={(e) => onSortChange({ ...sort, sort: e.target.value as SearchSortKey })}>
                    <option value="price">Price</option>
                    <option value="date">Date</option>
                    <option value="size">Size</option>
                  </NativeSelect>
                  <label htmlFor="sort-order" className="sr-only">
                    Order
                  </label>
                  <NativeSelect id="sort-order" className="w-40" value={sort.order} onChange={(e) => onSortChange({ ...sort, order: e.target.value as SearchSortOrder })}>
                    <option value="desc">{SORT_DIRECTION_LABELS[sort.sort].desc}</option>
                    <option value="asc">{SORT_DIRECTION_LABELS[sort.sort].asc}</option>
                  </NativeSelect>
                </div>
                <ExportCsvButton
                  className="ml-auto"
                  // The file holds the rows loaded so far (Load more adds pages), and says so.
                  aria-label={`Export CSV of the ${shown.length} properties loaded`}
                  rows={shown}
                  columns={propertyCsvColumns}
                  fileNameParts={["search", result.area.label, areaStats.radius === null ? null : `${areaStats.radius}mile`]}
                />
                <div className="flex gap-1" role="group" aria-label="Layout">
                  <Button type="button" size="icon" variant={layout === "grid" ? "default" : "outline"} aria-pressed={layout === "grid"} aria-label="Grid view" onClick={() => setLayout("grid")}>
                    <LayoutGrid aria-hidden />
                  </Button>
                  <Button type="button" size="icon" variant={layout === "list" ? "default" : "outline"} aria-pressed={layout === "list"} aria-label="List view" onClick={() => setLayout("list")}>
                    <List aria-hidden />
                  </Button>
                </div>
              </div>
              <ul className={cn("grid gap-4", layout === "grid" ? "sm:grid-cols-2 xl:grid-cols-3" : "grid-cols-1", sorting && "opacity-60")} aria-busy={sorting}>
                {shown.map((property) => (
                  <li key={property.id}>
                    <PropertyCard property={property} layout={layout} />
                  </li>
                ))}
              </ul>
              <div className="flex flex-col items-center gap-2">
                <p className="text-sm text-muted-foreground" role="status">
                  Showing {formatNumber(shown.length)} of {formatNumber(total)} properties
                </p>
                {more.error ? (
                  <p className="text-sm text-destructive" role="alert">
                    {errorMessage(more.error, "The next properties could not be loaded.")}
                  </p>
                ) : null}
                {more.available ? (
                  <Button type="button" variant="outline" onClick={more.load} disabled={more.loading} aria-busy={more.loading}>
                    {more.loading ? "Loading…" : "Load more"}
                  </Button>
                ) : null}
              </div>
            </div>
          )}
        </TabsContent>
        <TabsContent value="trends">
          <PriceTrends points={result.priceTrend} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
