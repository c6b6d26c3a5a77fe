"use client";
import { CommercialSearch } from "@/components/commercial-search/commercial-search";
import { CommercialResultsMap } from "./commercial-results-map";

/** The search with its results on the map (tiles through our own origin, or "none"). */
export function CommercialSearchScreen({ tileUrl, tileAttribution }: { tileUrl: string; tileAttribution: string }) {
  return <CommercialSearch renderMap={(records, searchKey) => <CommercialResultsMap records={records} searchKey={searchKey} tileUrl={tileUrl} tileAttribution={tileAttribution} />} />;
}
