import type { NumberFieldSpec } from "@/components/forms/number-fields";
import type { InvestmentValuationInput } from "@/lib/commercial-valuation/schemas";

export type ValuationField = keyof InvestmentValuationInput;

/** Each input's label and what it means, shown under it. */
export const VALUATION_FIELDS: NumberFieldSpec<ValuationField>[] = [
  { name: "passingRent", label: "Passing rent (£ a year)", hint: "The rent the tenant pays now under the lease. 0 for a vacant building.", step: 500 },
  {
    name: "estimatedRentalValue",
    label: "Estimated rental value (£ a year)",
    hint: "The ERV: the rent the space would let for on the open market today, from lettings of similar space nearby.",
    step: 500,
  },
  {
    name: "yearsToReversion",
    label: "Years to the review or lease end",
    hint: "When the rent moves from the passing rent to the ERV: the next open-market review or the lease end. 0 if it is let at its ERV now.",
    step: 0.5,
  },
  {
    name: "termYieldPercent",
    label: "Term yield (%)",
    hint: "The rate the passing rent is capitalised at until the reversion. Often a little below the reversion yield: a rent below ERV is secure.",
    step: 0.25,
  },
  {
    name: "reversionYieldPercent",
    label: "Reversion yield (%)",
    hint: "The rate the ERV is capitalised at in perpetuity from the reversion: the all-risks yield of similar let properties.",
    step: 0.25,
  },
  {
    name: "purchasersCostsPercent",
    label: "Purchaser's costs (%)",
    hint: "Stamp duty at non-residential rates, agent's and legal fees and VAT on fees, as a share of the price. 6.8% is typical for a commercial purchase.",
    step: 0.1,
  },
];
