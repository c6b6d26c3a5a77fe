import type { TrendPoint } from "./schemas";

type SalePoint = { price: number; date: Date };

const DAY_MS = 86_400_000;

function mean(values: number[]): number | null {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * Average price over the 12 months to the latest sale, and its change against the
 * 12 months before. Without sales in both windows the change is null: the product says
 * so rather than showing an invented 0%.
 */
export function computePriceStats(sales: SalePoint[]): { average: number | null; growth12Months: number | null; latest: Date | null } {
  if (!sales.length) return { average: null, growth12Months: null, latest: null };
  const latest = new Date(Math.max(...sales.map((s) => s.date.getTime())));
  const yearAgo = latest.getTime() - 365 * DAY_MS;
  const twoYearsAgo = latest.getTime() - 730 * DAY_MS;
  const recent = sales.filter((s) => s.date.getTime() > yearAgo).map((s) => s.price);
  const before = sales.filter((s) => s.date.getTime() <= yearAgo && s.date.getTime() > twoYearsAgo).map((s) => s.price);
  const average = mean(recent);
  const previous = mean(before);
  const growth12Months = average !== null && previous !== null && before.length >= 5 ? ((average - previous) / previous) * 100 : null;
  return { average: average === null ? null : Math.round(average), growth12Months: growth12Months === null ? null : Math.round(growth12Months * 10) / 10, latest };
}

/** Monthly average sale price for the 12 months up to the latest sale (months without sales are left out). */
export function computePriceTrend(sales: SalePoint[]): TrendPoint[] {
  if (!sales.length) return [];
  const latest = new Date(Math.max(...sales.map((s) => s.date.getTime())));
  const first = new Date(Date.UTC(latest.getUTCFullYear(), latest.getUTCMonth() - 11, 1));
  const byMonth = new Map<string, number[]>();
  for (const sale of sales) {
    if (sale.date < first) continue;
    const key = monthKey(sale.date);
    byMonth.set(key, [...(byMonth.get(key) ?? []), sale.price]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, prices]) => ({ month, average: Math.round(mean(prices) ?? 0), count: prices.length }));
}

export function computeDaysOnMarket(listings: { daysOnMarket: number | null; status: string }[]): number | null {
  const days = listings.filter((l) => l.status === "for_sale" && l.daysOnMarket !== null).map((l) => l.daysOnMarket as number);
  const average = mean(days);
  return average === null ? null : Math.round(average);
}

export function describePeriod(dates: Date[]): string | null {
  if (!dates.length) return null;
  const times = dates.map((d) => d.getTime());
  const from = monthKey(new Date(Math.min(...times)));
  const to = monthKey(new Date(Math.max(...times)));
  return from === to ? from : `${from}..${to}`;
}
