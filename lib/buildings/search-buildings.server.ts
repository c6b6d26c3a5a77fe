import "server-only";
import type { Db } from "@/lib/db/client";
import { getBuildingsProvider } from "@/lib/providers/buildings/get-buildings-provider.server";
import type { BuildingArea, BuildingsProvider } from "@/lib/providers/buildings/types";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { SEARCH_LIST_LIMIT } from "./limits";
import type { Box } from "./parse-bbox";
import type { BuildingSearch } from "./schemas";

async function searchArea(provider: BuildingsProvider, area: BuildingArea, minHeight: number): Promise<Omit<BuildingSearch, "area">> {
  const summary = await provider.summariseArea(area, { minHeight, limit: SEARCH_LIST_LIMIT });
  const features = summary.tallest.map((b) => ({
    type: "Feature" as const,
    properties: { osid: b.osid, relativeheightmaximum: b.heightMetres, geometry_area: b.areaM2, description: b.description, height_source: b.heightSource, versiondate: b.versionDate, source: b.source },
  }));
  return { type: "FeatureCollection", numberMatched: summary.buildingsWithHeight, numberReturned: features.length, features, minHeight, provider: provider.name, complete: summary.complete };
}

/** The 20 tallest buildings within `radiusMetres` of a point, and how many have a height. */
export async function searchBuildingsNearPoint(db: Db, centre: LatLng, radiusMetres: number, provider: BuildingsProvider = getBuildingsProvider(db)): Promise<BuildingSearch> {
  const result = await searchArea(provider, { kind: "circle", centre, radiusMetres }, 0);
  return { ...result, area: { kind: "circle", latitude: centre.latitude, longitude: centre.longitude, radiusMetres } };
}

/** The 20 tallest buildings in a box at least `minHeight` tall, and how many there are. */
export async function searchBuildingsInBox(db: Db, box: Box, minHeight: number, provider: BuildingsProvider = getBuildingsProvider(db)): Promise<BuildingSearch> {
  const result = await searchArea(provider, { kind: "box", box }, minHeight);
  return { ...result, area: { kind: "box", ...box } };
}
