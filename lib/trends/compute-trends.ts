import { PPD_TYPES } from "@/lib/property/ppd-types";

export type MonthPoint = { month: string; averagePrice: number; medianPrice: number; volume: number };


/** One month's figures as the database returns them (a type when split by type); prices unrounded. */
export type MonthAggregate = { month: string; propertyType?: string; average: number; median: number; volume: number };

function toPoint(row: MonthAggregate): MonthPoint {
  return { month: row.month, averagePrice: Math.round(row.average), medianPrice: Math.round(row.median), volume: row.volume };
}

/** Monthly average, median and number of sales, oldest month first, whole pounds. */
export function toMonthlySeries(rows: readonly MonthAggregate[]): MonthPoint[] {
  return rows.map(toPoint).sort((a, b) => a.month.localeCompare(b.month));
}

/** The series of each Price Paid type present, in the order D S T F O. */
export function toTrendsByType(rows: readonly MonthAggregate[]): Record<string, MonthPoint[]> {
  const out: Record<string, MonthPoint[]> = {};
  for (const type of PPD_TYPES) {
    const ofType = rows.filter((row) => row.propertyType === type);
    if (ofType.length) out[type] = toMonthlySeries(ofType);
  }
  return out;
}
