export type TrendSale = { price: number; date: Date; propertyType: string };
export type MonthPoint = { month: string; averagePrice: number; medianPrice: number; volume: number };

export const TREND_TYPES = ["D", "S", "T", "F", "O"] as const;

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Monthly average, median and number of sales, oldest month first. */
export function computeMonthlySeries(sales: TrendSale[]): MonthPoint[] {
  const byMonth = new Map<string, number[]>();
  for (const sale of sales) {
    const key = sale.date.toISOString().slice(0, 7);
    const list = byMonth.get(key);
    if (list) list.push(sale.price);
    else byMonth.set(key, [sale.price]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, prices]) => {
      const sorted = [...prices].sort((a, b) => a - b);
      return { month, averagePrice: Math.round(prices.reduce((a, b) => a + b, 0) / prices.length), medianPrice: Math.round(median(sorted)), volume: prices.length };
    });
}

export function computeTrendsByType(sales: TrendSale[]): Record<string, MonthPoint[]> {
  const out: Record<string, MonthPoint[]> = {};
  for (const type of TREND_TYPES) {
    const ofType = sales.filter((s) => s.propertyType === type);
    if (ofType.length) out[type] = computeMonthlySeries(ofType);
  }
  return out;
}
