import type { Db } from "@/lib/db";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { describeMonthRange } from "./describe-months";
import { computeCrimeIndex, computeCrimeRate, countBy, estimateResidents, selectRecentMonths } from "./estimate-crime-rate";
import { authorityOfLsoaName, findDistrictCodes } from "./local-authorities";
import { boundingBox, type NearbyPostcode } from "./resolve-area";

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
  const coveredPostcodes = districtCodes.size ? await db.postcode.count({ where: { districtCode: { in: [...districtCodes] }, latitude: { not: null } } }) : 0;
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
export async function loadCrimeStats(
  db: Db,
  input: { centre: { latitude: number; longitude: number }; districtCode: string | null; nearby: NearbyPostcode[]; radiusMetres: number },
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
  const box = boundingBox(input.centre, input.radiusMetres);
  const monthRange = { gte: fromMonth, lte: toMonth };
  const [rows, totalInWindow] = await Promise.all([
    db.crime.findMany({
      where: { month: monthRange, latitude: { gte: box.minLat, lte: box.maxLat }, longitude: { gte: box.minLng, lte: box.maxLng } },
      select: { latitude: true, longitude: true, crimeType: true },
    }),
    db.crime.count({ where: { month: monthRange } }),
  ]);
  const inCircle = rows.filter(
    (row) => row.latitude !== null && row.longitude !== null && measureDistanceMetres(input.centre, { latitude: row.latitude, longitude: row.longitude }) <= input.radiusMetres,
  );
  const coveredNearby = input.nearby.filter((p) => p.districtCode !== null && coverage.districtCodes.has(p.districtCode));
  const residents = estimateResidents(coveredNearby.length);
  const rate = computeCrimeRate({ crimes: inCircle.length, months: window.length, residents });
  const averageRate = computeCrimeRate({ crimes: totalInWindow, months: window.length, residents: estimateResidents(coverage.coveredPostcodes) });
  const notes: string[] = [];
  if (coveredNearby.length < input.nearby.length) {
    notes.push(`Crimes and residents are counted in ${coverage.authorities.join(", ")} only: the police.uk sample does not cover the rest of this circle.`);
  }
  if (residents === 0) notes.push("No postcodes lie in this circle, so there are no residents to work out a rate for.");
  if (window.length < 12) notes.push(`Only ${window.length} month(s) of crime data are loaded; the rate is scaled up to a year.`);
  return {
    count: inCircle.length,
    types: countBy(inCircle, (row) => row.crimeType),
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
