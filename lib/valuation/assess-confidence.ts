import type { SearchRing } from "./types";

export type Confidence = "high" | "medium" | "low";

/** What the confidence rests on: how many comparables, how much they disagree, how far the search went. */
export type ConfidenceInputs = {
  count: number;
  /** Robust spread of the adjusted comparables' log prices (1.4826 × weighted MAD). */
  dispersion: number;
  ring: SearchRing;
  /** The home's own earlier sale, indexed, was part of the estimate. */
  hasOwnSale: boolean;
};

// Rules set on the backtest's tuning quarter (2022 Q2 Newcastle, 2019 Q2 Manchester):
// there, high-confidence values were within 10% of the price half the time (MdAPE 10%),
// medium 42% (13%), low about a fifth (24%). See docs/decisions/030-automated-valuation-model.md.
export const CONFIDENCE_RULES = {
  high: { minCount: 8, maxDispersion: 0.22, maxRingMiles: 1 },
  medium: { minCount: 5, maxDispersion: 0.4 },
} as const;

function ringMiles(ring: SearchRing): number {
  if (ring.kind === "radius") return ring.miles;
  return ring.kind === "area" ? 5 : ring.kind === "outcode" ? 2 : 0.5;
}

export function assessConfidence({ count, dispersion, ring, hasOwnSale }: ConfidenceInputs): Confidence {
  const { high, medium } = CONFIDENCE_RULES;
  const effectiveCount = count + (hasOwnSale ? 3 : 0);
  if (effectiveCount >= high.minCount && dispersion <= high.maxDispersion && ringMiles(ring) <= high.maxRingMiles) return "high";
  if (effectiveCount >= medium.minCount && dispersion <= medium.maxDispersion) return "medium";
  return "low";
}

// Half-widths of the value range, as a log spread, by confidence: the 80th percentile of
// |log(price / value)| in the tuning quarter for that band, so the range should hold about
// four prices in five.
export const RANGE_HALF_WIDTH: Record<Confidence, number> = { high: 0.21, medium: 0.28, low: 0.49 };

/** The value range for an estimate at this confidence, rounded like the estimate. */
export function describeValueRange(estimate: number, confidence: Confidence): { low: number; high: number } {
  const spread = RANGE_HALF_WIDTH[confidence];
  return { low: roundValue(estimate * Math.exp(-spread)), high: roundValue(estimate * Math.exp(spread)) };
}

/** Values to the nearest £1,000 (£500 under £100,000): precision the evidence supports. */
export function roundValue(value: number): number {
  const step = value < 100_000 ? 500 : 1_000;
  return Math.max(step, Math.round(value / step) * step);
}
