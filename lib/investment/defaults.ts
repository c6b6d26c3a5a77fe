import type { BuyerType } from "./calculate-sdlt";
import type { InvestmentFormValues } from "./schemas";

// Spec part 1 §9, "Calculator defaults": the four figures the calculator opens with.
export const CALCULATOR_DEFAULTS = {
  propertyValue: 485_000,
  depositPercent: 25,
  monthlyRent: 1950,
  interestRate: 3.5,
} as const;

// Spec part 1 §9, "Investment tool defaults". Money in whole pounds.
export const INVESTMENT_TOOL_DEFAULTS = {
  termYears: 25,
  interestRate: 3.5,
  depositPercent: 25,
  legalFees: 1500,
  surveyFee: 600,
  mortgageFees: 1000,
  insurancePerYear: 300,
  managementPercent: 10,
  maintenancePerYear: 1000,
  voidsPercent: 5,
  appreciationPercent: 3,
  rentalGrowthPercent: 2.5,
} as const;

export const DEFAULT_BUYER_TYPE: BuyerType = "standard";

// Spec part 1 §4 and §9: recalculate 500 ms after the value, deposit, rent or rate changes.
export const RECALCULATION_DELAY_MS = 500;

// Spec part 1 §9: the projection covers 10 years.
export const PROJECTION_YEARS = 10;

/** What the page's form opens with: the calculator defaults, then the tool defaults. */
export const INVESTMENT_FORM_DEFAULTS: InvestmentFormValues = {
  ...CALCULATOR_DEFAULTS,
  buyerType: DEFAULT_BUYER_TYPE,
  termYears: INVESTMENT_TOOL_DEFAULTS.termYears,
  legalFees: INVESTMENT_TOOL_DEFAULTS.legalFees,
  surveyFee: INVESTMENT_TOOL_DEFAULTS.surveyFee,
  mortgageFees: INVESTMENT_TOOL_DEFAULTS.mortgageFees,
  insurancePerYear: INVESTMENT_TOOL_DEFAULTS.insurancePerYear,
  managementPercent: INVESTMENT_TOOL_DEFAULTS.managementPercent,
  maintenancePerYear: INVESTMENT_TOOL_DEFAULTS.maintenancePerYear,
  voidsPercent: INVESTMENT_TOOL_DEFAULTS.voidsPercent,
  appreciationPercent: INVESTMENT_TOOL_DEFAULTS.appreciationPercent,
  rentalGrowthPercent: INVESTMENT_TOOL_DEFAULTS.rentalGrowthPercent,
};
