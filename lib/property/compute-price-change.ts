const DAY_MS = 86_400_000;

/**
 * The windows the area figures use, from the latest sale: the 12 months to it (average
 * price), the 12 months before those (the change), and the calendar months of the price
 * trend (the month of the latest sale and the 11 before it).
 */
export function findPriceWindows(latest: Date): { yearAgo: Date; twoYearsAgo: Date; trendFrom: Date } {
  return {
    yearAgo: new Date(latest.getTime() - 365 * DAY_MS),
    twoYearsAgo: new Date(latest.getTime() - 730 * DAY_MS),
    trendFrom: new Date(Date.UTC(latest.getUTCFullYear(), latest.getUTCMonth() - 11, 1)),
  };
}

/** Needs this many sales in the earlier year before a 12-month change is shown. */
export const MIN_SALES_FOR_CHANGE = 5;

/**
 * The change of the average price against the 12 months before, in percent to one decimal.
 * Without enough earlier sales it is null: the product says so rather than showing an
 * invented 0%.
 */
export function computeGrowth(input: { average: number | null; previousAverage: number | null; previousCount: number }): number | null {
  const { average, previousAverage, previousCount } = input;
  if (average === null || previousAverage === null || previousAverage === 0 || previousCount < MIN_SALES_FOR_CHANGE) return null;
  return Math.round(((average - previousAverage) / previousAverage) * 100 * 10) / 10;
}
