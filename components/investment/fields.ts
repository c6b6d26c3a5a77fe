import type { InvestmentFormField } from "@/lib/investment/schemas";

export type InvestmentTab = "calculator" | "costs" | "projections" | "scenarios";

export const TAB_LABELS: Record<InvestmentTab, string> = {
  calculator: "Calculator",
  costs: "Costs",
  projections: "Projections (10-year)",
  scenarios: "Scenarios",
};

/** Each input's visible label and the tab it lives on (for the summary of problems). */
export const FIELD_META: Record<InvestmentFormField, { label: string; tab: InvestmentTab }> = {
  propertyValue: { label: "Property value (£)", tab: "calculator" },
  depositPercent: { label: "Deposit (%)", tab: "calculator" },
  monthlyRent: { label: "Monthly rent (£)", tab: "calculator" },
  interestRate: { label: "Interest rate (%)", tab: "calculator" },
  buyerType: { label: "Buyer type", tab: "calculator" },
  termYears: { label: "Mortgage term (years)", tab: "costs" },
  legalFees: { label: "Legal fees (£)", tab: "costs" },
  surveyFee: { label: "Survey (£)", tab: "costs" },
  mortgageFees: { label: "Mortgage fees (£)", tab: "costs" },
  insurancePerYear: { label: "Insurance (£ per year)", tab: "costs" },
  managementPercent: { label: "Management (% of rent)", tab: "costs" },
  maintenancePerYear: { label: "Maintenance (£ per year)", tab: "costs" },
  voidsPercent: { label: "Voids (% of rent)", tab: "costs" },
  appreciationPercent: { label: "Property appreciation (% a year)", tab: "projections" },
  rentalGrowthPercent: { label: "Rental growth (% a year)", tab: "projections" },
};

export const fieldId = (name: InvestmentFormField) => `investment-${name}`;
