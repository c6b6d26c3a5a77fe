import "server-only";
import type { Db } from "@/lib/db/client";
import { badRequest } from "@/lib/errors/app-error";
import { applyRegionFactor } from "./calculate-rebuild-cost";
import { findCurrentRateSet, findRegionFactor, resolveRegion } from "./choose-rebuild-rate.server";
import { findPostcodeRegion, matchRegionName } from "./find-postcode-region";
import { BUILD_PERIODS, REBUILD_PROPERTY_TYPES, REGION_MESSAGE, type BuildCostsQuery } from "./schemas";

/**
 * GET /api/costs/build: the current rate set's £/m² for each type and build period (or
 * one type), with the factor of the region given or found from the postcode.
 */
export async function listBuildCosts(db: Db, query: BuildCostsQuery) {
  if (query.region && !matchRegionName(query.region)) throw badRequest(REGION_MESSAGE);
  if (query.postcode && !query.region && !findPostcodeRegion(query.postcode)) throw badRequest(`We cannot place postcode ${query.postcode} in a UK region: give the region instead.`);
  const rateSet = await findCurrentRateSet(db);
  const region = await findRegionFactor(db, rateSet, resolveRegion({ region: query.region, postcode: query.postcode }));
  const rows = await db.rebuildRate.findMany({
    where: { rateSet, ...(query.houseType ? { propertyType: query.houseType } : {}) },
    select: { id: true, propertyType: true, buildPeriod: true, ratePerSqm: true, indicative: true, source: true, priceDate: true },
  });
  // The table's own order (types, then periods), not the database's.
  const order = (type: string, period: string) => REBUILD_PROPERTY_TYPES.indexOf(type as never) * 10 + BUILD_PERIODS.indexOf(period as never);
  rows.sort((a, b) => order(a.propertyType, a.buildPeriod) - order(b.propertyType, b.buildPeriod));
  const first = rows[0];
  return {
    rateSet,
    indicative: rows.some((r) => r.indicative),
    source: first?.source ?? null,
    priceDate: first?.priceDate.toISOString().slice(0, 10) ?? null,
    postcode: query.postcode ?? null,
    region: region.region,
    regionFactor: region.regionFactor,
    regionBasis: region.regionBasis,
    rates: rows.map((r) => ({ id: r.id, propertyType: r.propertyType, buildPeriod: r.buildPeriod, baseRatePerSqm: r.ratePerSqm, ratePerSqm: applyRegionFactor(r.ratePerSqm, region.regionFactor) })),
  };
}
