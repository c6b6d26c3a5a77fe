// Crime per 1,000 residents, from police.uk street-level crimes and an estimate of the
// people living in the same circle. There is no census table in the product, so residents
// are estimated from the postcodes in the circle (docs/decisions/023-crime-rate-population.md).

/** Royal Mail: a postcode covers 15 delivery points on average. */
export const ADDRESSES_PER_POSTCODE = 15;
/** ONS Census 2021: 2.36 usual residents per household on average (England and Wales). */
export const PEOPLE_PER_HOUSEHOLD = 2.36;
export const CRIME_WINDOW_MONTHS = 12;

export const POPULATION_METHOD =
  `Residents estimated as postcodes × ${ADDRESSES_PER_POSTCODE} addresses per postcode (Royal Mail average) × ${PEOPLE_PER_HOUSEHOLD} people per household (ONS Census 2021).`;

export function estimateResidents(postcodeCount: number): number {
  return Math.round(postcodeCount * ADDRESSES_PER_POSTCODE * PEOPLE_PER_HOUSEHOLD);
}

function shiftMonth(month: string, by: number): string {
  const [year, mm] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mm - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * The months ("YYYY-MM") with data among the `count` calendar months ending at the latest
 * one, oldest first. A month missing from the data is left out (it is not a month of zero
 * crimes), so the rate is scaled by the months actually loaded.
 */
export function selectRecentMonths(months: readonly string[], count = CRIME_WINDOW_MONTHS): string[] {
  const sorted = [...new Set(months)].filter((m) => /^\d{4}-\d{2}$/.test(m)).sort();
  const latest = sorted[sorted.length - 1];
  if (!latest) return [];
  const first = shiftMonth(latest, -(count - 1));
  return sorted.filter((m) => m >= first);
}

/**
 * Crimes per 1,000 residents per year, to one decimal place. Fewer than 12 months of
 * data are scaled up to a year; null when there is no one to divide by.
 */
export function computeCrimeRate(input: { crimes: number; months: number; residents: number }): number | null {
  const { crimes, months, residents } = input;
  if (residents <= 0 || months <= 0) return null;
  const perYear = (crimes * 12) / months;
  return Math.round((perYear / residents) * 10_000) / 10;
}

/** The local rate against the average of the whole covered area, where 100 is average. */
export function computeCrimeIndex(localRate: number | null, averageRate: number | null): number | null {
  if (localRate === null || averageRate === null || averageRate <= 0) return null;
  return Math.round((localRate / averageRate) * 100);
}

export type CrimeTypeCount = { type: string; count: number };

/** Crime types by count, most first (ties alphabetically); `limit` of them when given. */
export function rankCrimeTypes(counts: Readonly<Record<string, number>>, limit?: number): CrimeTypeCount[] {
  const ranked = Object.entries(counts)
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
  return limit === undefined ? ranked : ranked.slice(0, limit);
}

export function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const k = key(item);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}
