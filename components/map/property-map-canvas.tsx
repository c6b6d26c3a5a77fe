"use client";
import { setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useMemo, useRef, useState } from "react";
import Map, { Marker, NavigationControl, Popup, type MapRef } from "react-map-gl/maplibre";
import type { StyleSpecification } from "maplibre-gl";
import { statusColours, statusLabel } from "@/components/property/property-status";
import { formatGbp } from "@/lib/format/format";
import { boundsOf } from "@/lib/map/filter-properties";
import type { Property } from "@/lib/property/schemas";

// maplibre computes its worker URL at run time, which breaks once bundled: serve the
// worker from public/ (copied there on install).
setWorkerUrl("/maplibre-gl-worker.mjs");

// Spec §2: central London at zoom 13; fit-to-markers padding 20.
export const DEFAULT_VIEW = { latitude: 51.5074, longitude: -0.1278, zoom: 13 };
const FIT_PADDING = 20;

function buildStyle(tileUrl: string, attribution: string): StyleSpecification {
  // A background layer first, so the map and its markers still draw when tiles cannot load.
  const background = { id: "background", type: "background" as const, paint: { "background-color": "#e8eef3" } };
  if (tileUrl === "none") return { version: 8, sources: {}, layers: [background] };
  return {
    version: 8,
    sources: { tiles: { type: "raster", tiles: [tileUrl], tileSize: 256, attribution } },
    layers: [background, { id: "tiles", type: "raster", source: "tiles" }],
  };
}

export default function PropertyMapCanvas({ properties, tileUrl, tileAttribution }: { properties: Property[]; tileUrl: string; tileAttribution: string }) {
  const mapRef = useRef<MapRef>(null);
  const [open, setOpen] = useState<Property | null>(null);
  const style = useMemo(() => buildStyle(tileUrl, tileAttribution), [tileUrl, tileAttribution]);
  const located = properties.filter((p) => p.latitude !== null && p.longitude !== null);

  useEffect(() => {
    const bounds = boundsOf(located);
    if (!bounds || !mapRef.current) return;
    mapRef.current.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: 16, duration: 0 });
  }, [located]);

  return (
    <Map ref={mapRef} initialViewState={DEFAULT_VIEW} mapStyle={style} style={{ width: "100%", height: "100%" }} attributionControl={{ compact: true }}>
      <NavigationControl position="top-right" />
      {located.map((p) => (
        <Marker key={p.id} latitude={p.latitude as number} longitude={p.longitude as number} anchor="bottom" onClick={(e) => { e.originalEvent.stopPropagation(); setOpen(p); }}>
          <button type="button" aria-label={`${statusLabel(p.status)}: ${p.address}`} data-testid="map-marker" className="block size-4 rounded-full border-2 border-white shadow" style={{ background: statusColours[p.status] ?? "#6b7280" }} />
        </Marker>
      ))}
      {open ? (
        <Popup latitude={open.latitude as number} longitude={open.longitude as number} anchor="top" onClose={() => setOpen(null)} closeOnClick={false}>
          <div className="grid gap-0.5 text-xs text-gray-900" data-testid="map-popup">
            <strong className="text-sm">{open.address}</strong>
            <span>{formatGbp(open.price)}{open.status === "to_let" ? " pcm" : ""}</span>
            <span>{statusLabel(open.status)}</span>
            <span>{open.bedrooms ?? "—"} bed · {open.bathrooms ?? "—"} bath</span>
          </div>
        </Popup>
      ) : null}
    </Map>
  );
}
