"use client";
import dynamic from "next/dynamic";
import { useMemo } from "react";
import type { DescribeMarker } from "@/components/map/property-map-canvas";
import { Skeleton } from "@/components/ui/skeleton";
import type { CommercialRecord } from "@/lib/commercial-search/schemas";
import { formatGbp } from "@/lib/format/format";
import type { Property } from "@/lib/property/schemas";

// The product's one map (components/map), loaded only in the browser and only with results;
// composed here in app/, since one feature folder does not import another.
const PropertyMapCanvas = dynamic(() => import("@/components/map/property-map-canvas"), { ssr: false, loading: () => <Skeleton className="size-full" /> });

const KINDS = {
  sale: { label: "Non-residential sale", colour: "#2563eb" },
  epc: { label: "Non-domestic EPC", colour: "#d97706" },
} as const;

// The map draws Property points; a commercial row keeps its own words in describe() below.
function toMapPoint(record: CommercialRecord): Property {
  return {
    id: `${record.kind}:${record.id}`, address: record.address, postcode: record.postcode, uprn: record.uprn, price: record.price === null ? "" : String(record.price),
    status: record.kind, bedrooms: null, bathrooms: null, sqft: null, propertyType: record.propertyType, saleDate: record.date, listingDate: null,
    latitude: record.latitude, longitude: record.longitude, source: record.source, period: "", locationApproximate: record.locationApproximate,
  };
}

/** The page's rows on the map: sales and certificates in two colours, each popup with its figures. */
export function CommercialResultsMap({ records, searchKey, tileUrl, tileAttribution }: { records: CommercialRecord[]; searchKey: number; tileUrl: string; tileAttribution: string }) {
  const points = useMemo(() => records.map(toMapPoint), [records]);
  const byId = useMemo(() => new Map(records.map((r) => [`${r.kind}:${r.id}`, r])), [records]);
  const describe: DescribeMarker = (p) => {
    const record = byId.get(p.id);
    const kind = KINDS[record?.kind ?? "sale"];
    const figures = [record?.price !== null && record?.price !== undefined ? formatGbp(record.price) : null, record?.floorArea ? `${Math.round(record.floorArea)} m²` : null, record?.pricePerSqm ? `${formatGbp(record.pricePerSqm)} per m²` : null];
    return { label: kind.label, colour: kind.colour, lines: [kind.label, record?.date ?? "", ...figures.filter((f): f is string => f !== null), record?.rating ? `EPC asset rating ${record.rating}` : ""].filter(Boolean) };
  };
  const unplaced = records.filter((r) => r.latitude === null || r.longitude === null).length;
  return (
    <section aria-label="Results on a map" className="grid gap-2">
      <div className="relative h-80 overflow-hidden rounded-md border sm:h-96">
        <PropertyMapCanvas properties={points} searchCount={searchKey} tileUrl={tileUrl} tileAttribution={tileAttribution} describe={describe} />
      </div>
      <p className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        {Object.values(KINDS).map((kind) => (
          <span key={kind.label} className="inline-flex items-center gap-1">
            <span className="inline-block size-3 rounded-full" style={{ background: kind.colour }} aria-hidden />
            {kind.label}
          </span>
        ))}
        <span>Points are the UPRN&apos;s own where known, else the postcode&apos;s centre.</span>
        {unplaced ? <span>{unplaced} on this page have no known location and are not drawn.</span> : null}
      </p>
    </section>
  );
}
