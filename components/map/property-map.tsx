"use client";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import dynamic from "next/dynamic";
import { useMemo, useState, type FormEvent } from "react";
import { PostcodeField } from "@/components/forms/postcode-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { formatPropertyPrice } from "@/components/property/format-property-price";
import { propertyCsvColumns } from "@/components/property/property-csv-columns";
import { PROPERTY_STATUSES, statusColours, statusLabel } from "@/components/property/property-status";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/http/api-fetch";
import { emptyFilters, filterProperties, type MapFilters } from "@/lib/map/filter-properties";
import { searchQueries, type SearchParams } from "@/lib/search/api";
import { checkPostcodeInput } from "@/lib/postcode/check-postcode-input";
import { normalisePostcodeInput } from "@/lib/postcode/parse-postcode-query";
import { RADIUS_OPTIONS } from "@/lib/search/search-input";
import { formatMiles } from "@/lib/property/units";
import { MapFiltersPanel } from "./map-filters";

// maplibre (~1 MB) loads only on this page, and only in the browser.
const PropertyMapCanvas = dynamic(() => import("./property-map-canvas"), { ssr: false, loading: () => <Skeleton className="size-full" /> });

const legend = PROPERTY_STATUSES.map((status) => [statusLabel(status), statusColours[status]] as const);

export function PropertyMap({ tileUrl, tileAttribution }: { tileUrl: string; tileAttribution: string }) {
  const [postcode, setPostcode] = useState("");
  const [radius, setRadius] = useState("1");
  const [error, setError] = useState<string | null>(null);
  const [params, setParams] = useState<SearchParams | null>(null);
  const [filters, setFilters] = useState<MapFilters>(emptyFilters);
  // Each press of Search fits the view again, even when the same search answers from the cache.
  const [searchCount, setSearchCount] = useState(0);
  const query = useQuery({ ...searchQueries.properties(params ?? { searchType: "postcode", postcode: "", radius: "1" }), enabled: params !== null });
  const all = useMemo(() => query.data?.properties ?? [], [query.data]);
  const shown = useMemo(() => filterProperties(all, filters), [all, filters]);
  const types = useMemo(() => [...new Set(all.map((p) => p.propertyType).filter((t): t is string => !!t))].sort(), [all]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const message = checkPostcodeInput(postcode);
    if (message) return setError(message);
    setError(null);
    setParams({ searchType: "postcode", postcode: normalisePostcodeInput(postcode), radius });
    setSearchCount((n) => n + 1);
  }

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm sm:flex-row sm:items-end" aria-label="Map search">
        <PostcodeField id="map-postcode" placeholder="e.g. NE3 3LJ" value={postcode} onChange={(e) => setPostcode(e.target.value)} describedBy="map-error" />
        <div className="grid gap-2 sm:w-36">
          <Label htmlFor="map-radius">Radius</Label>
          <Select value={radius} onValueChange={setRadius}>
            <SelectTrigger id="map-radius" aria-label="Radius">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {RADIUS_OPTIONS.map((r) => (
                <SelectItem key={r} value={r}>
                  {formatMiles(r)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <SubmitButton busy={query.isFetching} icon={<Search aria-hidden />}>
          Search
        </SubmitButton>
      </form>
      <p id="map-error" role="alert" className="-mt-2 min-h-5 text-sm text-destructive">
        {error ?? (query.isError ? errorMessage(query.error, "The search failed.") : null)}
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="relative h-[60vh] min-h-96 overflow-hidden">
          <PropertyMapCanvas properties={shown} searchCount={searchCount} tileUrl={tileUrl} tileAttribution={tileAttribution} />
          <div className="absolute bottom-3 left-3 flex gap-3 rounded-md bg-card/95 px-3 py-2 text-xs shadow" aria-label="Legend">
            {legend.map(([label, colour]) => (
              <span key={label} className="flex items-center gap-1.5">
                <span className="size-3 rounded-full" style={{ background: colour }} aria-hidden /> {label}
              </span>
            ))}
          </div>
        </Card>
        <Card>
          <CardContent className="pt-4">
            <Tabs defaultValue="filters">
              <TabsList className="w-full">
                <TabsTrigger value="filters" className="flex-1">Filters</TabsTrigger>
                <TabsTrigger value="list" className="flex-1">List View</TabsTrigger>
              </TabsList>
              <TabsContent value="filters">
                <MapFiltersPanel filters={filters} types={types} onChange={setFilters} />
                <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
                  {params ? `${shown.length} of ${all.length} properties shown` : "Search a postcode to see properties."}
                </p>
                <Button variant="ghost" size="sm" className="mt-1" onClick={() => setFilters(emptyFilters)}>Clear filters</Button>
              </TabsContent>
              <TabsContent value="list">
                <ExportCsvButton className="mb-2 ml-auto flex" rows={shown} columns={propertyCsvColumns} fileNameParts={params?.searchType === "postcode" ? ["map", params.postcode, `${params.radius}mile`] : ["map"]} />
                {shown.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No properties found</p>
                ) : (
                  <ul className="grid max-h-[50vh] gap-2 overflow-y-auto" aria-label="Properties on the map">
                    {shown.map((p) => (
                      <li key={p.id} className="rounded-md border p-2 text-sm">
                        <p className="font-medium">{p.address}</p>
                        <p className="text-muted-foreground">{formatPropertyPrice(p)} · {statusLabel(p.status)} · {p.bedrooms ?? "—"} bed</p>
                      </li>
                    ))}
                  </ul>
                )}
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
