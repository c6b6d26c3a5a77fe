import { presentValueOfOne, roundFactor, roundPounds, yearsPurchase, yearsPurchaseInPerpetuity } from "@/lib/property/valuation-tables";
import type { InvestmentValuationInput } from "./schemas";
import { solveEquivalentYield } from "./solve-equivalent-yield";

export type InvestmentValuation = {
  input: InvestmentValuationInput;
  term: { rent: number; years: number; yieldPercent: number; yearsPurchase: number; value: number };
  reversion: {
    rent: number;
    deferredYears: number;
    yieldPercent: number;
    yearsPurchaseInPerpetuity: number;
    presentValue: number;
    /** YP in perpetuity × PV of £1: the YP in perpetuity deferred, to 6 places. */
    yearsPurchaseDeferred: number;
    value: number;
  };
  /** Term plus reversion: what the income is worth, before the purchaser's costs. */
  grossValue: number;
  purchasersCosts: { percent: number; amount: number };
  /** The price a purchaser can pay: gross value ÷ (1 + costs). */
  netValue: number;
  /** Passing rent ÷ gross value (price plus costs), in percent to 2 places. */
  netInitialYieldPercent: number | null;
  /** ERV ÷ gross value, in percent to 2 places. */
  reversionaryYieldPercent: number | null;
  /** The one rate that discounts term and reversion to the gross value, in percent to 2 places. */
  equivalentYieldPercent: number | null;
};

const percentTo2 = (fraction: number) => Math.round(fraction * 10_000) / 100;

/**
 * The investment method, term and reversion (the "block" or "term and reversion" layout of
 * the textbooks): the passing rent for the term at the term yield, then the ERV in
 * perpetuity deferred to the reversion at the reversion yield. Rents annually in arrears.
 * With no term (0 years) the value is the ERV in perpetuity. Purchaser's costs are deducted
 * by dividing: the price P such that P + costs% × P is the gross value.
 */
export function valueInvestment(input: InvestmentValuationInput): InvestmentValuation {
  const termRate = input.termYieldPercent / 100;
  const reversionRate = input.reversionYieldPercent / 100;
  const years = input.yearsToReversion;

  const termYp = yearsPurchase(termRate, years);
  const termValue = roundPounds(input.passingRent * termYp);

  const ypPerpetuity = yearsPurchaseInPerpetuity(reversionRate);
  const pv = presentValueOfOne(reversionRate, years);
  const ypDeferred = roundFactor(ypPerpetuity * pv);
  const reversionValue = roundPounds(input.estimatedRentalValue * ypDeferred);

  const grossValue = termValue + reversionValue;
  const netValue = roundPounds(grossValue / (1 + input.purchasersCostsPercent / 100));
  const equivalentYield = solveEquivalentYield({ passingRent: input.passingRent, estimatedRentalValue: input.estimatedRentalValue, yearsToReversion: years }, grossValue);

  return {
    input,
    term: { rent: input.passingRent, years, yieldPercent: input.termYieldPercent, yearsPurchase: termYp, value: termValue },
    reversion: {
      rent: input.estimatedRentalValue,
      deferredYears: years,
      yieldPercent: input.reversionYieldPercent,
      yearsPurchaseInPerpetuity: ypPerpetuity,
      presentValue: pv,
      yearsPurchaseDeferred: ypDeferred,
      value: reversionValue,
    },
    grossValue,
    purchasersCosts: { percent: input.purchasersCostsPercent, amount: grossValue - netValue },
    netValue,
    netInitialYieldPercent: grossValue > 0 ? percentTo2(input.passingRent / grossValue) : null,
    reversionaryYieldPercent: grossValue > 0 ? percentTo2(input.estimatedRentalValue / grossValue) : null,
    equivalentYieldPercent: equivalentYield === null ? null : percentTo2(equivalentYield),
  };
}

/** The implied net initial yield of a sale whose rent is known: rent ÷ (price × (1 + costs)), in percent to 2 places. */
export function calculateImpliedYield(price: number, rentPerYear: number, purchasersCostsPercent: number): number | null {
  if (!(price > 0) || !(rentPerYear >= 0)) return null;
  return percentTo2(rentPerYear / (price * (1 + purchasersCostsPercent / 100)));
}
