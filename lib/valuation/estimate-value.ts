import { sizeAdjustmentFactor } from "./adjust-for-size";
import { assessConfidence, describeValueRange, roundValue, type Confidence } from "./assess-confidence";
import { indexFactor, type PriceIndex } from "./build-price-index";
import { EVIDENCE_WINDOW_MONTHS, MIN_MARKET_PRICE, type Candidate, type Selection } from "./select-comparables";
import { monthsBetween } from "./months";
import type { SearchRing, Subject } from "./types";
import { weightedMedian } from "./weighted-median";

/** An earlier sale of the subject itself. */
export type OwnSale = { price: number; date: Date; category: string };

export type ValuedComparable = Candidate & {
  floorAreaSqft: number | null;
  /** Multiplier taking the price to the valuation month. */
  timeFactor: number;
  /** Multiplier taking the price to the subject's floor area (1 when either is unknown). */
  sizeFactor: number;
  adjustedPrice: number;
  /** Share of the total weight, 0..1. */
  share: number;
};

export type OwnSaleEvidence = OwnSale & { indexedPrice: number; weight: number };

export type ValueEstimate = {
  /** Rounded, integer pounds. */
  estimate: number;
  range: { low: number; high: number };
  confidence: Confidence;
  /** 1.4826 × weighted MAD of the adjusted comparables' log prices. */
  dispersion: number;
  ring: SearchRing;
  comparables: ValuedComparable[];
  /** The comparables' weighted median before any blend with the home's own sale. */
  comparablesValue: number;
  ownSale: OwnSaleEvidence | null;
};

// The home's own last sale, indexed, is the strongest single piece of evidence while it is
// recent; its weight halves every OWN_SALE_HALF_LIFE_YEARS as alterations and the index's
// error accumulate. Resales within six months are often refurbishments or auction buys, so
// they count for less. Only sales inside the index's window can be indexed, so only those
// are blended; older ones are shown as history.
export const OWN_SALE_WEIGHT = 0.5;
export const OWN_SALE_HALF_LIFE_YEARS = 4;
const QUICK_RESALE_MONTHS = 6;
// Similar floor areas tell more, when both are known: weight halves at a ratio of ~1.4.
const SIZE_SIMILARITY_SCALE = 0.5;

function pickOwnSale(ownSales: readonly OwnSale[], valuationDate: Date): OwnSale | null {
  const usable = ownSales.filter((s) => {
    const age = monthsBetween(s.date, valuationDate);
    return s.category !== "B" && s.price >= MIN_MARKET_PRICE && age >= 0 && age <= EVIDENCE_WINDOW_MONTHS;
  });
  return usable.sort((a, b) => b.date.getTime() - a.date.getTime())[0] ?? null;
}

export function weighOwnSale(ageMonths: number): number {
  const decay = 0.5 ** (Math.max(0, ageMonths) / 12 / OWN_SALE_HALF_LIFE_YEARS);
  return OWN_SALE_WEIGHT * decay * (ageMonths < QUICK_RESALE_MONTHS ? 0.5 : 1);
}

/**
 * The value of the subject from its comparables: each price moved to the valuation month
 * by the local index and to the subject's floor area by the size elasticity, then the
 * weighted median (weights: distance, recency, same street, size similarity). Blended in
 * log terms with the home's own indexed sale when it has one.
 */
export function estimateValue(input: {
  subject: Subject;
  selection: Selection;
  index: PriceIndex;
  valuationDate: Date;
  floorAreas?: ReadonlyMap<string, number>;
  ownSales?: readonly OwnSale[];
}): ValueEstimate | null {
  const { subject, selection, index, valuationDate } = input;
  const adjusted = selection.comparables.map((candidate) => {
    const floorAreaSqft = input.floorAreas?.get(candidate.sale.id) ?? null;
    const timeFactor = indexFactor(index, candidate.sale.date);
    const sizeFactor = sizeAdjustmentFactor(subject.floorAreaSqft, floorAreaSqft);
    const similarity = subject.floorAreaSqft && floorAreaSqft ? Math.exp(-Math.abs(Math.log(subject.floorAreaSqft / floorAreaSqft)) / SIZE_SIMILARITY_SCALE) : 1;
    return { ...candidate, weight: candidate.weight * similarity, floorAreaSqft, timeFactor, sizeFactor, adjustedPrice: candidate.sale.price * timeFactor * sizeFactor };
  });
  const fromComparables = weightedMedian(adjusted.map((c) => ({ value: Math.log(c.adjustedPrice), weight: c.weight })));
  if (fromComparables === null) return null;
  const totalWeight = adjusted.reduce((sum, c) => sum + c.weight, 0);
  const deviations = adjusted.map((c) => ({ value: Math.abs(Math.log(c.adjustedPrice) - fromComparables), weight: c.weight }));
  const dispersion = 1.4826 * (weightedMedian(deviations) ?? 0);

  const own = pickOwnSale(input.ownSales ?? [], valuationDate);
  const ownSale = own ? { ...own, indexedPrice: Math.round(own.price * indexFactor(index, own.date)), weight: weighOwnSale(monthsBetween(own.date, valuationDate)) } : null;
  const logValue = ownSale ? (1 - ownSale.weight) * fromComparables + ownSale.weight * Math.log(ownSale.indexedPrice) : fromComparables;

  const confidence = assessConfidence({ count: adjusted.length, dispersion, ring: selection.ring, hasOwnSale: ownSale !== null });
  const estimate = roundValue(Math.exp(logValue));
  return {
    estimate,
    range: describeValueRange(estimate, confidence),
    confidence,
    dispersion,
    ring: selection.ring,
    comparables: adjusted
      .map((c) => ({ ...c, adjustedPrice: Math.round(c.adjustedPrice), share: totalWeight > 0 ? c.weight / totalWeight : 0 }))
      .sort((a, b) => b.share - a.share),
    comparablesValue: Math.round(Math.exp(fromComparables)),
    ownSale,
  };
}
