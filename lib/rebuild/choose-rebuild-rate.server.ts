import "server-only";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { findPostcodeRegion, matchRegionName } from "./find-postcode-region";
import type { BuildPeriod, RebuildPropertyType } from "./schemas";
import type { ChosenRate } from "./types";

export const NO_RATES_MESSAGE = "No rebuild cost rates are loaded. An administrator should load them: npm run import -- rebuild-rates <file>.";

/** The rate set in use: a firm's own (not indicative) set before the shipped one, newest price date first. */
export async function findCurrentRateSet(db: Db): Promise<string> {
  const row = await db.rebuildRate.findFirst({ orderBy: [{ indicative: "asc" }, { priceDate: "desc" }, { rateSet: "asc" }], select: { rateSet: true } });
  if (!row) throw new AppError("unavailable", NO_RATES_MESSAGE);
  return row.rateSet;
}

type RegionClues = { region?: string | null; titleRegion?: string | null; epcRegion?: string | null; postcode?: string | null };

/** The property's region from the best clue we hold, and how we know it; null when none. */
export function resolveRegion(clues: RegionClues): { region: string; basis: string } | null {
  const given = clues.region ? matchRegionName(clues.region) : null;
  if (given) return { region: given, basis: "as given" };
  const title = clues.titleRegion ? matchRegionName(clues.titleRegion) : null;
  if (title) return { region: title, basis: "from the HM Land Registry title" };
  const epc = clues.epcRegion ? matchRegionName(clues.epcRegion) : null;
  if (epc) return { region: epc, basis: "from the EPC" };
  const byPostcode = clues.postcode ? findPostcodeRegion(clues.postcode) : null;
  if (byPostcode) return { region: byPostcode, basis: `by postcode area (${clues.postcode})` };
  return null;
}

/** The region's factor in the rate set; 1.0 (the set's base), said so, when the set has none for it. */
export async function findRegionFactor(db: Db, rateSet: string, region: { region: string; basis: string } | null): Promise<Pick<ChosenRate, "region" | "regionFactor" | "regionBasis">> {
  if (!region) return { region: "United Kingdom", regionFactor: 1, regionBasis: "region unknown: the rate set's base rate, without a regional factor" };
  const row = await db.rebuildRegionFactor.findUnique({ where: { rateSet_region: { rateSet, region: region.region } }, select: { factor: true } });
  if (!row) return { region: region.region, regionFactor: 1, regionBasis: `${region.basis}; rate set ${rateSet} has no factor for it, so its base rate is used` };
  return { region: region.region, regionFactor: row.factor, regionBasis: region.basis };
}

/**
 * The rate for one type and build period, with the region's factor: from a firm's own
 * (not indicative) set when one has this type and period, else the newest set that does.
 */
export async function chooseRebuildRate(db: Db, type: RebuildPropertyType, period: BuildPeriod, clues: RegionClues): Promise<ChosenRate> {
  const rate = await db.rebuildRate.findFirst({ where: { propertyType: type, buildPeriod: period }, orderBy: [{ indicative: "asc" }, { priceDate: "desc" }, { rateSet: "asc" }] });
  if (!rate) {
    await findCurrentRateSet(db);
    throw new AppError("unavailable", `No loaded rate set has a rate for a ${period} ${type} property. An administrator should load one: npm run import -- rebuild-rates <file>.`);
  }
  const region = await findRegionFactor(db, rate.rateSet, resolveRegion(clues));
  return { rateSet: rate.rateSet, indicative: rate.indicative, source: rate.source, priceDate: rate.priceDate, baseRatePerSqm: rate.ratePerSqm, ...region };
}
