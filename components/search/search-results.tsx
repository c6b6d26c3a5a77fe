"use client";
import { LayoutGrid, List } from "lucide-react";
import { useMemo, useState } from "react";
import { propertyCsvColumns } from "@/components/property/property-csv-columns";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { formatGbp, formatNumber, formatPercent } from "@/lib/format/format";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { SearchResponse } from "@/lib/search/schemas";
import { PriceTrends } from "./price-trends";
import { PropertyCard } from "./property-card";
import { sortProperties, type SortKey } from "./sort-properties";

function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card>
      <CardContent className="pt-5">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-semibold">{value}</p>
        {detail ? <p className="mt-1 text-xs text-muted-foreground">{detail}</p> : null}
      </CardContent>
    </Card>
  );
}

export function SearchResults({ result }: { result: SearchResponse }) {
  const [sort, setSort] = useState<SortKey>("date");
  const [layout, setLayout] = useState<"grid" | "list">("grid");
  const sorted = useMemo(() => sortProperties(result.properties, sort), [result.properties, sort]);
  const { areaStats, coverage } = result;
  const growth = areaStats.growth_12_months;
  return (
    <section aria-label="Search results" className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Average Price"
          value={formatGbp(areaStats.average)}
          detail={`${growth === null ? "12-month change: not enough sales history" : `${formatPercent(growth)} over 12 months`}; homes at standard prices${coverage.nonResidentialSales ? `, ${formatNumber(coverage.nonResidentialSales)} other sales left out` : ""}`}
        />
        <StatCard label="Properties Found" value={formatNumber(result.total)} detail={result.total > result.properties.length ? `Showing the latest ${result.properties.length}` : undefined} />
        <StatCard label="Days on Market" value={areaStats.days_on_market === null ? "—" : `${areaStats.days_on_market} days`} detail={areaStats.days_on_market === null ? "No listings for sale" : "Average for listings for sale"} />
        <StatCard label="Search Radius" value={areaStats.radius === null ? result.area.label : `${areaStats.radius} ${areaStats.radius === 1 ? "mile" : "miles"}`} detail={areaStats.radius === null ? `Whole ${result.area.kind === "outcode" ? "outward code" : result.area.kind}` : `Around ${result.area.label}`} />
      </div>
      <p className="text-xs text-muted-foreground">
        Sales: HM Land Registry Price Paid{coverage.salesPeriod ? `, ${coverage.salesPeriod}` : ""}. Listings: {coverage.listingsSource === null ? "none in this area" : "demo data (synthetic)"}.
        {coverage.notes.length ? ` ${coverage.notes.join(" ")}` : ""}
      </p>
      <Tabs defaultValue="properties">
        <TabsList>
          <TabsTrigger value="properties">Properties</TabsTrigger>
          <TabsTrigger value="trends">Price Trends</TabsTrigger>
        </TabsList>
        <TabsContent value="properties">
          {sorted.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground">No properties found</p>
          ) : (
            <div className="grid gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex items-center gap-2">
                  <label htmlFor="sort-by" className="text-sm text-muted-foreground">
                    Sort by
                  </label>
                  <NativeSelect id="sort-by" className="w-36" value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
                    <option value="price">Price</option>
                    <option value="date">Date</option>
                    <option value="size">Size</option>
                  </NativeSelect>
                </div>
                <ExportCsvButton
                  className="ml-auto"
                  rows={sorted}
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
              <ul className={cn("grid gap-4", layout === "grid" ? "sm:grid-cols-2 xl:grid-cols-3" : "grid-cols-1")}>
                {sorted.map((property) => (
                  <li key={property.id}>
                    <PropertyCard property={property} layout={layout} />
                  </li>
                ))}
              </ul>
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
