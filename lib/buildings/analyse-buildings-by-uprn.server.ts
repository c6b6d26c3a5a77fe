import "server-only";
import type { Db } from "@/lib/db/client";
import { getBuildingsProvider } from "@/lib/providers/buildings/get-buildings-provider.server";
import type { BuildingsProvider } from "@/lib/providers/buildings/types";
import { AREA_RADIUS_METRES, UPRN_LIST_LIMIT } from "./limits";
import { locateUprn } from "./locate-uprn.server";
import type { BuildingAnalysis } from "./schemas";

/** The buildings within AREA_RADIUS_METRES of a UPRN: their heights and the 10 tallest (§2.3). */
export async function analyseBuildingsByUprn(db: Db, uprn: string, provider: BuildingsProvider = getBuildingsProvider(db)): Promise<BuildingAnalysis> {
  const property = await locateUprn(db, uprn);
  const area = { kind: "circle" as const, centre: property, radiusMetres: AREA_RADIUS_METRES };
  const { tallest, complete, ...stats } = await provider.summariseArea(area, { minHeight: 0, limit: UPRN_LIST_LIMIT });
  return {
    uprn,
    property,
    radiusMetres: AREA_RADIUS_METRES,
    buildingAnalysis: stats,
    buildings: tallest.map((b) => ({ osid: b.osid, height: b.heightMetres, area: b.areaM2, description: b.description, heightSource: b.heightSource, source: b.source })),
    provider: provider.name,
    complete,
  };
}
