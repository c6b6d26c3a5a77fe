import { addDays, addYears } from "./demo-dates";
import { estimateRebuildCost } from "./estimate-rebuild-cost";
import { createRandom } from "./seeded-random";
import { roundTo, estimateValueAt } from "./estimate-value-at";
import type { DemoProperty } from "./demo-types";

export type ValuationPlan = {
  valuationType: "Desktop" | "Full Internal" | "Drive-by";
  valuationBasis: "Market Value" | "Market Rent" | "Reinstatement";
  valuationDate: Date;
  /** Integer pounds; for Market Rent, pounds per year. */
  currentValue: number;
  previousValue: number;
  rcaValue: number;
  notes: string;
};

const NOTES: Record<ValuationPlan["valuationType"], string> = {
  Desktop: "Desktop valuation from HM Land Registry comparables within half a mile; no inspection.",
  "Full Internal": "Full internal inspection; condition fair to good, no significant defects noted.",
  "Drive-by": "External inspection only; condition assumed consistent with age and type.",
};

/** Most holdings have a Market Value report; some also a rent or reinstatement figure. */
export function planValuations(property: DemoProperty, asOf: Date): ValuationPlan[] {
  const random = createRandom(`valuations:${property.key}`);
  if (!random.chance(0.85)) return [];
  const valuationDate = addDays(asOf, -random.integer(14, 540));
  const valuationType = random.weighted<ValuationPlan["valuationType"]>([["Desktop", 50], ["Full Internal", 30], ["Drive-by", 20]]);
  const marketValue = estimateValueAt(property, valuationDate) * random.between(0.95, 1.05);
  const rcaValue = estimateRebuildCost(property.profile, random);
  const plans: ValuationPlan[] = [
    {
      valuationType,
      valuationBasis: "Market Value",
      valuationDate,
      currentValue: roundTo(marketValue, 5_000),
      previousValue: roundTo(estimateValueAt(property, addYears(valuationDate, -random.integer(2, 3))), 5_000),
      rcaValue,
      notes: NOTES[valuationType],
    },
  ];
  if (!random.chance(0.3)) return plans;
  if (random.chance(0.5) && property.profile.monthlyRent > 0) {
    const annualRent = roundTo((property.profile.monthlyRent * 12 * marketValue) / property.profile.marketValue, 100);
    plans.push({
      valuationType: "Desktop",
      valuationBasis: "Market Rent",
      valuationDate,
      currentValue: annualRent,
      previousValue: roundTo(annualRent * random.between(0.9, 0.96), 100),
      rcaValue,
      notes: "Market rent per annum from comparable lettings within one mile, assuming an assured shorthold tenancy.",
    });
  } else {
    plans.push({
      valuationType: "Desktop",
      valuationBasis: "Reinstatement",
      valuationDate,
      currentValue: rcaValue,
      previousValue: roundTo(rcaValue * 0.88, 1_000),
      rcaValue,
      notes: "Reinstatement cost for insurance at BCIS rebuilding rates, including 15% professional fees and site clearance; excludes VAT.",
    });
  }
  return plans;
}
