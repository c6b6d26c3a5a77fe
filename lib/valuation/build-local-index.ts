import { buildMonthlyIndex, type MonthPoint, type PriceIndex } from "./build-price-index";
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
  return buildMonthlyIndex(upTo(points, valuationDate), { ...windowOf(valuationDate), shrinkage: AREA_SHRINKAGE });
}

/** buildLocalIndex from index points (the outward code's, up to the valuation date, count). */
export function buildLocalIndexOfPoints(points: readonly IndexPoint[], outcode: string, valuationDate: Date, areaIndex: PriceIndex): PriceIndex {
  const local = upTo(points, valuationDate).filter((p) => p.outcode === outcode);
  return buildMonthlyIndex(local, { ...windowOf(valuationDate), prior: areaIndex, shrinkage: LOCAL_SHRINKAGE });
}
