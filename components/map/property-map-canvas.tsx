"use client";
import { setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useMemo, useRef, useState } from "react";
import Map, { Marker, NavigationControl, Popup, type MapRef } from "react-map-gl/maplibre";
import type { Map as MapLibreMap, StyleSpecification } from "maplibre-gl";
import { APPROXIMATE_LOCATION_NOTE } from "@/components/property/approximate-location";
import { formatPropertyPrice } from "@/components/property/format-property-price";
import { statusColours, statusLabel } from "@/components/property/property-status";
import { boundsOf } from "@/lib/map/filter-properties";
import { MARKER_SIZE_PX, spreadMarkers, spreadReach } from "@/lib/map/spread-markers";
import type { Property } from "@/lib/property/schemas";

// maplibre computes its worker URL at run time, which breaks once bundled: serve the
// worker from public/ (copied there on install).
setWorkerUrl("/maplibre-gl-worker.mjs");

// Spec §2: central London at zoom 13; fit-to-markers padding 20.
export const DEFAULT_VIEW = { latitude: 51.5074, longitude: -0.1278, zoom: 13 };
const FIT_PADDING = 20;

/** `tileUrl` is our own tile proxy's template (/api/os/maps/{z}/{x}/{y}), or "none". */
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

/** The view as the tests read it: "zoom" and "lat,lng", rounded, written after every move. */
function recordView(map: MapLibreMap, container: HTMLElement | null) {
  if (!container) return;
  const { lat, lng } = map.getCenter();
  container.dataset.zoom = map.getZoom().toFixed(4);
  container.dataset.center = `${lat.toFixed(6)},${lng.toFixed(6)}`;
}

/** How a marker reads (its name, colour and popup lines): residential statuses unless a screen names its own. */
export type DescribeMarker = (p: Property) => { label: string; colour: string; lines: string[] };
const describeResidential: DescribeMarker = (p) => ({
  label: statusLabel(p.status),
  colour: statusColours[p.status] ?? "#6b7280",
  lines: [formatPropertyPrice(p), statusLabel(p.status), `${p.bedrooms ?? "—"} bed · ${p.bathrooms ?? "—"} bath`],
});

export default function PropertyMapCanvas({ properties, searchCount, tileUrl, tileAttribution, describe = describeResidential }: { properties: Property[]; searchCount: number; tileUrl: string; tileAttribution: string; describe?: DescribeMarker }) {
  const mapRef = useRef<MapRef>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const style = useMemo(() => buildStyle(tileUrl, tileAttribution), [tileUrl, tileAttribution]);
  const placed = useMemo(() => spreadMarkers(properties), [properties]);
  const open = placed.find((m) => m.item.id === openId) ?? null;
  // The view moves only for a new result (a search, or a filter that changes what is shown),
  // never because a marker was clicked or a popup opened: the key is the search and the ids,
  // not the array, which is new on every render.
  const resultKey = useMemo(() => `${searchCount}|${placed.map((m) => m.item.id).join(",")}`, [searchCount, placed]);
  const fittedKey = useRef<string | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || fittedKey.current === resultKey) return;
    fittedKey.current = resultKey;
    const bounds = boundsOf(placed.map((m) => m.item));
    // Spec §2's padding of 20 is around the markers, and spread markers reach past their points.
    if (bounds) map.fitBounds(bounds, { padding: FIT_PADDING + spreadReach(placed), maxZoom: 16, duration: 0 });
  }, [loaded, resultKey, placed]);

  return (
    <div ref={viewRef} className="size-full" data-testid="map-view">
      <Map
        ref={mapRef}
        initialViewState={DEFAULT_VIEW}
        mapStyle={style}
        style={{ width: "100%", height: "100%" }}
        attributionControl={{ compact: true }}
        onLoad={(e) => { recordView(e.target, viewRef.current); setLoaded(true); }}
        onMoveEnd={(e) => recordView(e.target, viewRef.current)}
      >
        <NavigationControl position="top-right" />
        {placed.map(({ item: p, latitude, longitude, offset }) => (
          <Marker key={p.id} latitude={latitude} longitude={longitude} anchor="center" offset={offset} onClick={(e) => { e.originalEvent.stopPropagation(); setOpenId(p.id); }}>
            <button type="button" aria-label={`${describe(p).label}: ${p.address}`} data-testid="map-marker" data-status={p.status} className="block size-4 rounded-full border-2 border-white shadow" style={{ background: describe(p).colour }} />
          </Marker>
        ))}
        {open ? (
          <Popup latitude={open.latitude} longitude={open.longitude} anchor="top" offset={[open.offset[0], open.offset[1] + MARKER_SIZE_PX / 2]} onClose={() => setOpenId(null)} closeOnClick={false}>
            <div className="grid gap-0.5 text-xs text-gray-900" data-testid="map-popup">
              <strong className="text-sm">{open.item.address}</strong>
              {describe(open.item).lines.map((line, index) => (
                <span key={`${index}-${line}`}>{line}</span>
              ))}
              {open.item.locationApproximate ? <span role="note" className="text-gray-600">{APPROXIMATE_LOCATION_NOTE}</span> : null}
            </div>
          </Popup>
        ) : null}
      </Map>
      {tileUrl === "none" ? (
        // Said on the map itself, so an unconfigured map is not mistaken for one that failed.
        <p role="note" className="pointer-events-none absolute top-3 left-3 max-w-[calc(100%-4.5rem)] rounded-md bg-card/95 px-3 py-2 text-xs shadow">
          No map tiles configured: markers still show. An administrator can set MAP_TILE_URL or OS_MAPS_API_KEY for a base map.
        </p>
      ) : null}
    </div>
  );
}
