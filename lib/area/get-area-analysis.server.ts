import "server-only";
import { milesToMetres } from "@/lib/property/units";
import type { Db } from "@/lib/db/client";
import { POPULATION_METHOD, rankCrimeTypes } from "./estimate-crime-rate";
import { CRIME_SOURCE, getCrimeStats } from "./get-crime-stats.server";
import { getMarketStats } from "./get-market-stats.server";
import { countPostcodesNear, resolveArea } from "./resolve-area.server";
import { AREA_RADIUS_MILES, type AreaAnalysis, type AreaTarget } from "./schemas";

export const NO_DEMOGRAPHICS_NOTE = "Not available: no transport, school or amenity data is bundled.";

/** GET /api/area-analysis/{postcode-or-id}: the market and crime figures of an area (spec §3). */
export async function getAreaAnalysis(db: Db, target: AreaTarget): Promise<AreaAnalysis> {
  const area = await resolveArea(db, target);
  const radiusMetres = milesToMetres(AREA_RADIUS_MILES);
  const nearby = await countPostcodesNear(db, area.centre, radiusMetres);
  const [market, crime] = await Promise.all([
    getMarketStats(db, area),
    getCrimeStats(db, { centre: area.centre, districtCode: area.summary.districtCode, nearby, radiusMetres }),
  ]);
  return {
    averagePrice: market.averagePrice,
    priceChange: market.priceChange,
    averageRent: market.averageRent,
    daysOnMarket: market.daysOnMarket,
    crimeRate: crime.rate,
    // No open transport, school or amenity data is bundled: null, never an invented score.
    transportScore: null,
    schoolRating: null,
    amenityCount: null,
    area: area.summary,
    sales: market.sales,
    rent: market.rent,
    listings: market.listings,
    crime: {
      count: crime.count,
      fromMonth: crime.fromMonth,
      toMonth: crime.toMonth,
      months: crime.months,
      radiusMiles: AREA_RADIUS_MILES,
      estimatedResidents: crime.residents,
      method: POPULATION_METHOD,
      topTypes: rankCrimeTypes(crime.types, 3),
      source: CRIME_SOURCE,
      note: crime.note,
    },
    demographics: { note: NO_DEMOGRAPHICS_NOTE },
  };
}
