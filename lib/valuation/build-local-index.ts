import { buildMonthlyIndex, buildPreparedIndex, prepareMonthPoints, type MonthPoint, type PreparedPoints, type PriceIndex } from "./build-price-index";
import { shiftMonth, toMonthKey } from "./months";
import { isResidentialSale } from "@/lib/property/ppd-types";
import { EVIDENCE_WINDOW_MONTHS, MIN_MARKET_PRICE } from "./select-comparables";
import type { EvidenceSale } from "./types";

// The outward code's own months are shrunk toward the wider area's by this many sales. An
// outward code sells ~15-80 homes a month in these samples, and over a few months local
// trends differ from the area's far less than a month's median of 50 sales wanders, so
// the area speaks for most of each month.
export const LOCAL_SHRINKAGE = 60;
export const AREA_SHRINKAGE = 25;

/**
 * A sale that feeds the index (a home at a standard price, MIN_MARKET_PRICE or more), as
 * read for it: when (instant and month), where (outward code) and its cell (sector|type).
 */
export type IndexPoint = MonthPoint & { time: number; outcode: string };

/** The index points of evidence sales. */
export function toIndexPoints(sales: readonly EvidenceSale[]): IndexPoint[] {
  return sales
    .filter((s) => isResidentialSale(s) && s.price >= MIN_MARKET_PRICE)
    .map((s) => ({ price: s.price, month: toMonthKey(s.date), cell: `${s.sector}|${s.propertyType}`, time: s.date.getTime(), outcode: s.outcode }));
}

function windowOf(valuationDate: Date) {
  const reference = toMonthKey(valuationDate);
  return { reference, first: shiftMonth(reference, -EVIDENCE_WINDOW_MONTHS) };
}

const upTo = (points: readonly IndexPoint[], valuationDate: Date) => {
  const end = valuationDate.getTime();
  return points.filter((p) => p.time <= end);
};

/** The wider area's monthly index (e.g. the postcode area), shrunk toward no change. */
export function buildAreaIndex(sales: readonly EvidenceSale[], valuationDate: Date): PriceIndex {
  return buildAreaIndexOfPoints(toIndexPoints(sales), valuationDate);
}

/** The outward code's monthly index, shrunk toward the wider area's. */
export function buildLocalIndex(sales: readonly EvidenceSale[], outcode: string, valuationDate: Date, areaIndex: PriceIndex): PriceIndex {
  return buildLocalIndexOfPoints(toIndexPoints(sales), outcode, valuationDate, areaIndex);
}

/** buildAreaIndex from index points (the sales up to the valuation date count). */
export function buildAreaIndexOfPoints(points: readonly IndexPoint[], valuationDate: Date): PriceIndex {
  return buildAreaIndexOfPrepared(prepareAreaPoints(points, toMonthKey(valuationDate)), valuationDate);
}

/** An area's index points of the evidence window ending in one month, sorted by time and prepared for the index. */
export type PreparedAreaPoints = { month: string; times: Float64Array; prepared: PreparedPoints };

/**
 * The area's points prepared once for its index at any valuation date in `month`: sorted by
 * time, so that the points up to a date are a prefix (the index does not depend on their
 * order, decision 117), and outside the window or priceless ones dropped as the index drops them.
 */
export function prepareAreaPoints(points: readonly IndexPoint[], month: string): PreparedAreaPoints {
  const window = { reference: month, first: shiftMonth(month, -EVIDENCE_WINDOW_MONTHS) };
  const kept = points.filter((p) => p.price > 0 && p.month >= window.first && p.month <= window.reference).sort((a, b) => a.time - b.time);
  return { month, times: Float64Array.from(kept, (p) => p.time), prepared: prepareMonthPoints(kept, window) };
}

/** buildAreaIndexOfPoints from the area's prepared points: the prefix up to the valuation date, which must fall in their month. */
export function buildAreaIndexOfPrepared(area: PreparedAreaPoints, valuationDate: Date): PriceIndex {
  if (toMonthKey(valuationDate) !== area.month) throw new Error(`buildAreaIndexOfPrepared: the points were prepared for ${area.month}`);
  return buildPreparedIndex(area.prepared, countUpTo(area.times, valuationDate.getTime()), { ...windowOf(valuationDate), shrinkage: AREA_SHRINKAGE });
}

/** How many of the ascending `times` are at most `end` (a binary search). */
function countUpTo(times: Float64Array, end: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) <= end) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** buildLocalIndex from index points (the outward code's, up to the valuation date, count). */
export function buildLocalIndexOfPoints(points: readonly IndexPoint[], outcode: string, valuationDate: Date, areaIndex: PriceIndex): PriceIndex {
  const local = upTo(points, valuationDate).filter((p) => p.outcode === outcode);
  return buildMonthlyIndex(local, { ...windowOf(valuationDate), prior: areaIndex, shrinkage: LOCAL_SHRINKAGE });
}
