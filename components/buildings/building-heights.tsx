"use client";
import { useQuery } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Label } from "@/components/ui/label";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { buildingQueries, type BuildingHeightsSearch } from "@/lib/buildings/api";
import { AREA_RADIUS_METRES, MAX_MIN_HEIGHT_METRES, MIN_HEIGHT_STEP_METRES } from "@/lib/buildings/limits";
import { BuildingAnalysisCard } from "./building-analysis-card";
import { BuildingSearchCard } from "./building-search-card";

type Tab = BuildingHeightsSearch["kind"];

// §8's card text; the server's own message says what to change.
const ERROR_TITLE = "Error searching building heights. Please check your search parameters and try again.";
const buttons: Record<Tab, string> = { uprn: "Analyze Heights", coordinates: "Search Area", bbox: "Search Buildings" };

/** §5: the trimmed term, split on commas and converted to numbers where the call wants them; no other checks. */
function toSearch(tab: Tab, term: string, minHeight: number): BuildingHeightsSearch {
  if (tab === "uprn") return { kind: "uprn", uprn: term };
  if (tab === "coordinates") {
    const [lat, lng] = term.split(",").map((part) => Number(part));
    return { kind: "coordinates", lat: lat ?? Number.NaN, lng: lng ?? Number.NaN, radius: AREA_RADIUS_METRES };
  }
  return { kind: "bbox", bbox: term, minHeight: minHeight > 0 ? minHeight : undefined };
}

function useBuildingSearch(search: BuildingHeightsSearch | null) {
  const analysis = useQuery({ ...buildingQueries.analysis(search?.kind === "uprn" ? search.uprn : ""), enabled: search?.kind === "uprn" });
  const nearPoint = useQuery({
    ...buildingQueries.nearPoint(search?.kind === "coordinates" ? search.lat : 0, search?.kind === "coordinates" ? search.lng : 0, AREA_RADIUS_METRES),
    enabled: search?.kind === "coordinates",
  });
  const inBox = useQuery({ ...buildingQueries.inBox(search?.kind === "bbox" ? search.bbox : "", search?.kind === "bbox" ? search.minHeight : undefined), enabled: search?.kind === "bbox" });
  return { analysis, features: search?.kind === "coordinates" ? nearPoint : inBox };
}

export function BuildingHeights() {
  const [tab, setTab] = useState<Tab>("uprn");
  // One text per tab, kept when switching tabs (§4).
  const [terms, setTerms] = useState<Record<Tab, string>>({ uprn: "", coordinates: "", bbox: "" });
  const [minHeight, setMinHeight] = useState(0);
  const [search, setSearch] = useState<BuildingHeightsSearch | null>(null);
  const { analysis, features } = useBuildingSearch(search);
  const active = search?.kind === "uprn" ? analysis : features;

  function submit(event: FormEvent) {
    event.preventDefault();
    const term = terms[tab].trim();
    if (!term) {
      toast({ variant: "destructive", title: "Error", description: `Please enter a valid ${tab}` });
      return;
    }
    setSearch(toSearch(tab, term, minHeight));
  }

  const field = (id: Tab, label: string, placeholder: string) => (
    <TextField id={`heights-${id}`} label={label} placeholder={placeholder} value={terms[id]} onChange={(e) => setTerms((t) => ({ ...t, [id]: e.target.value }))} />
  );

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} className="rounded-lg border bg-card p-4 shadow-sm" aria-label="Building heights search">
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList aria-label="Search by" className="w-full sm:w-auto">
            <TabsTrigger value="uprn" className="flex-1">UPRN</TabsTrigger>
            <TabsTrigger value="coordinates" className="flex-1">Coordinates</TabsTrigger>
            <TabsTrigger value="bbox" className="flex-1">Area</TabsTrigger>
          </TabsList>
          <TabsContent value="uprn" className="grid gap-1">
            {field("uprn", "UPRN", "UPRN, e.g. 100023336956")}
            <p className="text-xs text-muted-foreground">Analyses the buildings within {AREA_RADIUS_METRES} m of the property.</p>
          </TabsContent>
          <TabsContent value="coordinates" className="grid gap-1">
            {field("coordinates", "Coordinates", "latitude,longitude")}
            <p className="text-xs text-muted-foreground">Searches within {AREA_RADIUS_METRES} m of the point.</p>
          </TabsContent>
          <TabsContent value="bbox" className="grid gap-4">
            {field("bbox", "Bounding box", "west,south,east,north")}
            <div className="grid gap-2 sm:max-w-sm">
              <Label htmlFor="heights-min-height">Minimum Height Filter: {minHeight}m</Label>
              <input
                id="heights-min-height"
                type="range"
                min={0}
                max={MAX_MIN_HEIGHT_METRES}
                step={MIN_HEIGHT_STEP_METRES}
                value={minHeight}
                onChange={(e) => setMinHeight(Number(e.target.value))}
                className="w-full accent-primary"
              />
            </div>
          </TabsContent>
        </Tabs>
        <SubmitButton className="mt-4 w-full sm:w-auto" busy={active.isFetching} icon={<Building2 aria-hidden />}>
          {buttons[tab]}
        </SubmitButton>
      </form>
      {search === null ? null : active.isPending ? (
        <Skeleton className="h-64" />
      ) : active.isError ? (
        <QueryError title={ERROR_TITLE} error={active.error} />
      ) : search.kind === "uprn" && analysis.data ? (
        <BuildingAnalysisCard analysis={analysis.data} />
      ) : features.data ? (
        <BuildingSearchCard search={features.data} />
      ) : null}
    </div>
  );
}
