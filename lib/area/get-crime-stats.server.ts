import "server-only";
import type { Db } from "@/lib/db/client";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { sqlWithinCircle } from "@/lib/db/within-radius";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { Prisma } from "@/lib/generated/sqlite/client";
import { describeMonthRange } from "./describe-months";
import { computeCrimeIndex, computeCrimeRate, estimateResidents, selectRecentMonths } from "./estimate-crime-rate";
import { authorityOfLsoaName, findDistrictCodes } from "./local-authorities";
import { sumCounts, type NearbyPostcodes } from "./resolve-area.server";

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

type CrimeCoverage = { months: string[]; authorities: string[]; districtCodes: Set<string>; coveredPostcodes: number };

// What the loaded sample covers changes only when crimes are imported, and working it out
// scans the whole table; so it is kept per database client for a few minutes.
const COVERAGE_TTL_MS = 5 * 60_000;
const coverageCache = new WeakMap<Db, { expires: number; value: Promise<CrimeCoverage> }>();

async function computeCrimeCoverage(db: Db): Promise<CrimeCoverage> {
  const [monthGroups, lsoaGroups] = await Promise.all([db.crime.groupBy({ by: ["month"] }), db.crime.groupBy({ by: ["lsoaName"] })]);
  const authorities = [...new Set(lsoaGroups.map((g) => authorityOfLsoaName(g.lsoaName)).filter((a): a is string => a !== null))].sort();
  const districtCodes = new Set(authorities.flatMap(findDistrictCodes));
  // Counted per district and summed here: a national sample covers hundreds of districts,
  // too many to bind as a list.
  const districtGroups = districtCodes.size ? await db.postcode.groupBy({ by: ["districtCode"], where: { latitude: { not: null } }, _count: { _all: true } }) : [];
  const coveredPostcodes = districtGroups.reduce((sum, g) => sum + (g.districtCode && districtCodes.has(g.districtCode) ? g._count._all : 0), 0);
  return { months: monthGroups.map((g) => g.month).sort(), authorities, districtCodes, coveredPostcodes };
}

function loadCrimeCoverage(db: Db): Promise<CrimeCoverage> {
  const cached = coverageCache.get(db);
  if (cached && cached.expires > Date.now()) return cached.value;
  const value = computeCrimeCoverage(db);
  coverageCache.set(db, { expires: Date.now() + COVERAGE_TTL_MS, value });
  value.catch(() => coverageCache.delete(db));
  return value;
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
  const [typeRows, totalInWindow] = await Promise.all([
    db.$queryRaw<{ crimeType: unknown; count: unknown }[]>(
      Prisma.sql`SELECT "crimeType", COUNT(*) AS "count" FROM "Crime" WHERE "month" >= ${fromMonth} AND "month" <= ${toMonth} AND ${sqlWithinCircle(point, input.centre, input.radiusMetres)} GROUP BY "crimeType"`,
    ),
    db.crime.count({ where: { month: { gte: fromMonth, lte: toMonth } } }),
  ]);
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
