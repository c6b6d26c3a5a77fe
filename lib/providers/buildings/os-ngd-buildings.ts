import { z } from "zod";
import { findCircleBounds } from "@/lib/geo/find-circle-bounds";
import { findPositionsBbox, type Position } from "@/lib/geo/find-geometry-bbox";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { AppError } from "@/lib/errors/app-error";
import { fetchProviderJson } from "@/lib/providers/http/fetch-provider";
import { NGD_MAX_PAGES, NGD_PAGE_LIMIT } from "./ngd-limits";
import { summariseParts } from "./summarise-parts";
import type { AreaSummary, BuildingArea, BuildingPart, BuildingsProvider, SummariseOptions } from "./types";

// The OS National Geographic Database features API (OGC API – Features): building parts by
// bounding box, a page at a time, following `next` links up to NGD_MAX_PAGES pages.
export const NGD_COLLECTION = "bld-fts-buildingpart";
export const NGD_SOURCE = "os-ngd-live";
const SERVICE = "the OS buildings service";

const nullableNumber = z.number().nullable().optional();
const nullableText = z.string().nullable().optional();

const featureSchema = z.object({
  geometry: z.object({ coordinates: z.unknown() }).nullable().optional(),
  properties: z.object({
    osid: z.string().min(1),
    relativeheightmaximum: nullableNumber,
    geometry_area: nullableNumber,
    description: nullableText,
    height_source: nullableText,
    versiondate: nullableText,
  }),
});
const pageSchema = z.object({
  features: z.array(featureSchema),
  links: z.array(z.object({ rel: z.string(), href: z.string() })).optional(),
});
type NgdFeature = z.infer<typeof featureSchema>;

export type OsNgdSettings = { apiKey: string; baseUrl: string; timeoutMs?: number; maxPages?: number };

/** Every [lng, lat] position in a GeoJSON coordinates array, however deeply nested. */
function* listPositions(coordinates: unknown): Generator<Position> {
  if (!Array.isArray(coordinates)) return;
  if (typeof coordinates[0] === "number") {
    yield coordinates as number[];
    return;
  }
  for (const item of coordinates) yield* listPositions(item);
}

function findCentre(feature: NgdFeature): { latitude: number; longitude: number } | null {
  const box = findPositionsBbox(listPositions(feature.geometry?.coordinates));
  return box ? { latitude: (box.minLat + box.maxLat) / 2, longitude: (box.minLng + box.maxLng) / 2 } : null;
}

function toPart(feature: NgdFeature): BuildingPart {
  const p = feature.properties;
  return {
    osid: p.osid,
    heightMetres: p.relativeheightmaximum ?? null,
    areaM2: p.geometry_area ?? null,
    description: p.description ?? null,
    heightSource: p.height_source ?? null,
    versionDate: p.versiondate ? p.versiondate.slice(0, 10) : null,
    source: NGD_SOURCE,
  };
}

function readPage(json: unknown) {
  const parsed = pageSchema.safeParse(json);
  if (!parsed.success) throw new AppError("provider_error", "The OS buildings service sent an answer we could not read. Try again later.");
  return parsed.data;
}

export function createOsNgdBuildingsProvider({ apiKey, baseUrl, timeoutMs = 10_000, maxPages = NGD_MAX_PAGES }: OsNgdSettings): BuildingsProvider {
  const root = baseUrl.replace(/\/+$/, "");
  const origin = new URL(root).origin;

  return {
    name: "os-ngd",
    async summariseArea(area: BuildingArea, options: SummariseOptions): Promise<AreaSummary> {
      const box = area.kind === "box" ? area.box : (({ minLat, minLng, maxLat, maxLng }) => ({ west: minLng, south: minLat, east: maxLng, north: maxLat }))(findCircleBounds(area.centre, area.radiusMetres));
      const first = new URL(`${root}/collections/${NGD_COLLECTION}/items`);
      first.searchParams.set("bbox", [box.west, box.south, box.east, box.north].join(","));
      first.searchParams.set("limit", String(NGD_PAGE_LIMIT));
      const byOsid = new Map<string, NgdFeature>();
      let next: string | null = first.toString();
      let pages = 0;
      // The key goes in a header, not the URL, so it is in no log line; `next` links are
      // followed only on the service's own origin, so the key never goes anywhere else.
      while (next && pages < maxPages) {
        const { json } = await fetchProviderJson({ service: SERVICE, url: next, headers: { key: apiKey, accept: "application/geo+json, application/json" }, timeoutMs });
        const page = readPage(json);
        pages++;
        for (const feature of page.features) byOsid.set(feature.properties.osid, feature);
        const link = page.links?.find((l) => l.rel === "next")?.href ?? null;
        next = link && URL.canParse(link) && new URL(link).origin === origin ? link : null;
      }
      let features = [...byOsid.values()];
      if (area.kind === "circle") {
        features = features.filter((feature) => {
          const centre = findCentre(feature);
          return centre !== null && measureDistanceMetres(area.centre, centre) <= area.radiusMetres;
        });
      }
      return summariseParts(features.map(toPart), options, next === null);
    },
  };
}
