import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";

/** GET /api/build-costs/{id}: one rate of a rate set, with the set's region factors. */
export async function getBuildCost(db: Db, id: number) {
  const rate = await db.rebuildRate.findUnique({ where: { id } });
  if (!rate) throw notFound(`No build cost rate with id ${id} was found.`);
  const factors = await db.rebuildRegionFactor.findMany({ where: { rateSet: rate.rateSet }, orderBy: { region: "asc" }, select: { region: true, factor: true } });
  return {
    id: rate.id,
    rateSet: rate.rateSet,
    propertyType: rate.propertyType,
    buildPeriod: rate.buildPeriod,
    ratePerSqm: rate.ratePerSqm,
    indicative: rate.indicative,
    source: rate.source,
    priceDate: rate.priceDate.toISOString().slice(0, 10),
    regionFactors: factors,
  };
}
