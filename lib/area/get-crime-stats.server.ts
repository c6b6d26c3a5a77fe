import "server-only";
import type { Db } from "@/lib/db/client";
import { CRIME_AUTHORITY_PREFIX, CRIME_MONTH_PREFIX, POSTCODE_DISTRICT_PREFIX } from "@/lib/data-version/count-datasets";
import { createDataVersionCache } from "@/lib/data-version/create-data-version-cache.server";
import { readDatasetCounts } from "@/lib/data-version/record-data-change";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { sqlWithinCircle } from "@/lib/db/within-radius";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { Prisma } from "@/lib/generated/sqlite/client";
import { describeMonthRange } from "./describe-months";
import { computeCrimeIndex, computeCrimeRate, estimateResidents, selectRecentMonths } from "./estimate-crime-rate";
import { findDistrictCodes } from "./local-authorities";
import { sumCounts, type NearbyPostcodes } from "./resolve-area.server";
import { queryRows } from "@/lib/db/query-rows";

export const CRIME_SOURCE = "police-uk";

export type CrimeStats = {
  /** Crimes in the circle over the window; null when the data does not cover the area. */
  count: number | null;
  types: Record<string, number>;
  fromMonth: string | null;
  toMonth: string | null;
  months: number;
  residents: number | null;
  rate: number | null;
  averageRate: number | null;
  index: number | null;
  /** What the loaded sample covers, e.g. "Newcastle upon Tyne, Jun 2013–Jun 2014". */
  coverage: string | null;
  note: string | null;
};

type CrimeCoverage = { months: string[]; monthCounts: Map<string, number>; authorities: string[]; districtCodes: Set<string>; coveredPostcodes: number };

// What the loaded sample covers is read from the counts kept at import time (crimes per
// month and per authority, located postcodes per district; docs/decisions/112), never by
// scanning the crime table on a request; the result is kept until the data's version moves.
const coverageCache = createDataVersionCache<CrimeCoverage>("crime-coverage", { maxEntries: 1 });

const keysWith = (counts: Map<string, number>, prefix: string) => [...counts].filter(([key]) => key.startsWith(prefix)).map(([key, count]) => [key.slice(prefix.length), count] as const);

async function computeCrimeCoverage(db: Db): Promise<CrimeCoverage> {
  const [crimeCounts, postcodeCounts] = await Promise.all([readDatasetCounts(db, "crime"), readDatasetCounts(db, "postcode")]);
  const monthCounts = new Map(keysWith(crimeCounts, CRIME_MONTH_PREFIX));
  const authorities = keysWith(crimeCounts, CRIME_AUTHORITY_PREFIX).map(([authority]) => authority).sort();
  const districtCodes = new Set(authorities.flatMap(findDistrictCodes));
  const coveredPostcodes = keysWith(postcodeCounts, POSTCODE_DISTRICT_PREFIX).reduce((sum, [code, count]) => sum + (districtCodes.has(code) ? count : 0), 0);
  return { months: [...monthCounts.keys()].sort(), monthCounts, authorities, districtCodes, coveredPostcodes };
}

function loadCrimeCoverage(db: Db): Promise<CrimeCoverage> {
  return coverageCache.get(db, "coverage", () => computeCrimeCoverage(db));
}

const notCovered = (note: string, coverage: string | null = null): CrimeStats => ({
  count: null,
  types: {},
  fromMonth: null,
  toMonth: null,
  months: 0,
  residents: null,
  rate: null,
  averageRate: null,
  index: null,
  coverage,
  note,
});

/**
 * Street-level crimes within `radiusMetres` of the centre over the 12 most recent months
 * loaded, per 1,000 estimated residents of the same circle. Only the local authorities
 * the police.uk sample covers count (crimes and residents alike), so a circle crossing
 * into an area without data is not diluted.
 */
export async function getCrimeStats(
  db: Db,
  input: { centre: LatLng; districtCode: string | null; nearby: NearbyPostcodes; radiusMetres: number },
): Promise<CrimeStats> {
  const coverage = await loadCrimeCoverage(db);
  const first = coverage.months[0];
  const last = coverage.months[coverage.months.length - 1];
  if (!first || !last) return notCovered("No crime data is loaded (police.uk street-level crime).");
  const coverageText = `${coverage.authorities.join(", ") || "an unknown area"}, ${describeMonthRange(first, last)}`;
  if (!input.districtCode || !coverage.districtCodes.has(input.districtCode)) {
    return notCovered(`No crime data for this area (police.uk sample covers ${coverageText}).`, coverageText);
  }

  const window = selectRecentMonths(coverage.months);
  const fromMonth = window[0] ?? first;
  const toMonth = window[window.length - 1] ?? last;
  const point = { latitude: Prisma.raw('"latitude"'), longitude: Prisma.raw('"longitude"') };
  // The whole sample's crimes in the window, from the kept per-month counts.
  const totalInWindow = [...coverage.monthCounts].reduce((sum, [month, count]) => (month >= fromMonth && month <= toMonth ? sum + count : sum), 0);
  const typeRows = await queryRows<{ crimeType: unknown; count: unknown }[]>(db,
    Prisma.sql`SELECT "crimeType", COUNT(*) AS "count" FROM "Crime" WHERE "month" >= ${fromMonth} AND "month" <= ${toMonth} AND ${sqlWithinCircle(point, input.centre, input.radiusMetres)} GROUP BY "crimeType"`,
  );
  const types: Record<string, number> = {};
  for (const row of typeRows) types[readText(row.crimeType) ?? ""] = readCount(row.count);
  const inCircle = typeRows.reduce((sum, row) => sum + readCount(row.count), 0);
  const coveredNearby = sumCounts(input.nearby.filter((p) => p.districtCode !== null && coverage.districtCodes.has(p.districtCode)));
  const residents = estimateResidents(coveredNearby);
  const rate = computeCrimeRate({ crimes: inCircle, months: window.length, residents });
  const averageRate = computeCrimeRate({ crimes: totalInWindow, months: window.length, residents: estimateResidents(coverage.coveredPostcodes) });
  const notes: string[] = [];
  if (coveredNearby < sumCounts(input.nearby)) {
    notes.push(`Crimes and residents are counted in ${coverage.authorities.join(", ")} only: the police.uk sample does not cover the rest of this circle.`);
  }
  if (residents === 0) notes.push("No postcodes lie in this circle, so there are no residents to work out a rate for.");
  if (window.length < 12) notes.push(`Only ${window.length} month(s) of crime data are loaded; the rate is scaled up to a year.`);
  return {
    count: inCircle,
    types,
    fromMonth,
    toMonth,
    months: window.length,
    residents,
    rate,
    averageRate,
    index: computeCrimeIndex(rate, averageRate),
    coverage: coverageText,
    note: notes.length ? notes.join(" ") : null,
  };
}
