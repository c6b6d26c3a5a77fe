import type { CostLine, RebuildPropertyType } from "./schemas";

// Gross external area from the EPC's total floor area (an internal measure): external walls
// add about a tenth to a house's internal area (RICS Code of Measuring Practice: GEA
// includes the walls, GIA does not); a flat's rebuild also carries its share of the
// block's common parts, so it gets more. Stated on every assessment.
export const GEA_ALLOWANCE_PERCENT: Record<RebuildPropertyType, number> = {
  detached: 10,
  "semi-detached": 10,
  terraced: 10,
  bungalow: 10,
  flat: 15,
};
// On top of the building work, as insurers' rebuild guides add them: clearing the site
// after a total loss, then architects', surveyors' and engineers' fees on the whole work.
export const DEMOLITION_PERCENT = 8;
export const FEES_PERCENT = 12;
// Building a replacement dwelling is zero-rated for VAT (VAT Notice 708); demolition and
// professional services are standard-rated at 20%.
export const VAT_PERCENT = 20;

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/** Gross external area in whole m² from an internal area and the type's allowance. */
export function deriveGrossExternalArea(internalSqm: number, propertyType: RebuildPropertyType): { grossExternalSqm: number; allowancePercent: number } {
  const allowancePercent = GEA_ALLOWANCE_PERCENT[propertyType];
  return { grossExternalSqm: Math.round(internalSqm * (1 + allowancePercent / 100)), allowancePercent };
}

/** The rate after the region's factor, in whole pounds per m². */
export function applyRegionFactor(baseRatePerSqm: number, factor: number): number {
  return Math.round(baseRatePerSqm * factor);
}

/**
 * The rebuild sums in integer pounds: building work (area × rate), demolition and debris
 * removal, professional fees on both, VAT on fees and demolition; the total rounded up to
 * the next £1,000 (a sum insured is never rounded down).
 */
export function calculateRebuildCost({ grossExternalSqm, ratePerSqm }: { grossExternalSqm: number; ratePerSqm: number }): { lines: CostLine[]; totalGbp: number; roundedTotalGbp: number } {
  const building = Math.round(grossExternalSqm * ratePerSqm);
  const demolition = percentOf(building, DEMOLITION_PERCENT);
  const fees = percentOf(building + demolition, FEES_PERCENT);
  const vat = percentOf(fees + demolition, VAT_PERCENT);
  const totalGbp = building + demolition + fees + vat;
  return {
    lines: [
      { key: "building", label: "Building work", basis: `${grossExternalSqm} m² gross external area × £${ratePerSqm.toLocaleString("en-GB")} per m²`, amountGbp: building },
      { key: "demolition", label: "Demolition and debris removal", basis: `${DEMOLITION_PERCENT}% of the building work`, amountGbp: demolition },
      { key: "fees", label: "Professional fees", basis: `${FEES_PERCENT}% of building work and demolition`, amountGbp: fees },
      { key: "vat", label: "VAT", basis: `${VAT_PERCENT}% of professional fees and demolition (building a replacement dwelling is zero-rated)`, amountGbp: vat },
    ],
    totalGbp,
    roundedTotalGbp: Math.ceil(totalGbp / 1000) * 1000,
  };
}
