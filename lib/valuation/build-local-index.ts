import { buildPriceIndex, type IndexSale, type PriceIndex } from "./build-price-index";
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

function toIndexSales(sales: readonly EvidenceSale[], valuationDate: Date): IndexSale[] {
  const end = valuationDate.getTime();
  return sales
    .filter((s) => isResidentialSale(s) && s.price >= MIN_MARKET_PRICE && s.date.getTime() <= end)
    .map((s) => ({ price: s.price, date: s.date, cell: `${s.sector}|${s.propertyType}` }));
}

function windowOf(valuationDate: Date) {
  const reference = toMonthKey(valuationDate);
  return { reference, first: shiftMonth(reference, -EVIDENCE_WINDOW_MONTHS) };
}

/** The wider area's monthly index (e.g. the postcode area), shrunk toward no change. */
export function buildAreaIndex(sales: readonly EvidenceSale[], valuationDate: Date): PriceIndex {
  return buildPriceIndex(toIndexSales(sales, valuationDate), { ...windowOf(valuationDate), shrinkage: AREA_SHRINKAGE });
}

/** The outward code's monthly index, shrunk toward the wider area's. */
export function buildLocalIndex(sales: readonly EvidenceSale[], outcode: string, valuationDate: Date, areaIndex: PriceIndex): PriceIndex {
  const local = sales.filter((s) => s.outcode === outcode);
  return buildPriceIndex(toIndexSales(local, valuationDate), { ...windowOf(valuationDate), prior: areaIndex, shrinkage: LOCAL_SHRINKAGE });
}

