import { z } from "zod";
import { BUYER_TYPES } from "./calculate-sdlt";

type Unit = "pounds" | "percent" | "years";

function show(value: number, unit: Unit): string {
  if (unit === "pounds") return `£${value.toLocaleString("en-GB")}`;
  if (unit === "percent") return `${value}%`;
  return `${value} years`;
}

/** A number in a range, with messages that name the field and say what to enter. */
function amount(label: string, unit: Unit, min: number, max: number) {
  return z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null || Number.isNaN(issue.input) ? `Enter the ${label}.` : `The ${label} must be a number.`),
    })
    .min(min, `The ${label} must be at least ${show(min, unit)}.`)
    .max(max, `The ${label} must be at most ${show(max, unit)}.`);
}

// One definition of each field, shared by the API request and the page's form.
const fields = {
  propertyValue: amount("property value", "pounds", 1, 100_000_000),
  // The page's input carries min 5 / max 95 as attributes only (spec §2); the API takes 0-100.
  depositPercent: amount("deposit percentage", "percent", 0, 100),
  monthlyRent: amount("monthly rent", "pounds", 0, 1_000_000),
  interestRate: amount("interest rate", "percent", 0, 25),
  termYears: amount("mortgage term", "years", 1, 40).int("The mortgage term must be a whole number of years."),
  buyerType: z.enum(BUYER_TYPES, { error: "The buyer type must be standard, additional or first-time." }),
  legalFees: amount("legal fees", "pounds", 0, 1_000_000),
  surveyFee: amount("survey fee", "pounds", 0, 1_000_000),
  mortgageFees: amount("mortgage fees", "pounds", 0, 1_000_000),
  insurancePerYear: amount("insurance per year", "pounds", 0, 1_000_000),
  managementPercent: amount("management percentage", "percent", 0, 100),
  maintenancePerYear: amount("maintenance per year", "pounds", 0, 10_000_000),
  voidsPercent: amount("voids percentage", "percent", 0, 100),
  appreciationPercent: amount("annual property appreciation", "percent", -50, 50),
  rentalGrowthPercent: amount("annual rental growth", "percent", -50, 50),
};

const objectError = { error: "Send a JSON object with propertyValue, depositPercent, monthlyRent and interestRate." };

/**
 * POST /api/calculate-investment (spec §3 and §7): the four spec fields are required;
 * the term, buyer type and costs are optional and default to the tool defaults (§9).
 */
export const calculateInvestmentSchema = z.object(
  {
    propertyValue: fields.propertyValue,
    depositPercent: fields.depositPercent,
    monthlyRent: fields.monthlyRent,
    interestRate: fields.interestRate,
    termYears: fields.termYears.optional(),
    buyerType: fields.buyerType.optional(),
    legalFees: fields.legalFees.optional(),
    surveyFee: fields.surveyFee.optional(),
    mortgageFees: fields.mortgageFees.optional(),
    insurancePerYear: fields.insurancePerYear.optional(),
    managementPercent: fields.managementPercent.optional(),
    maintenancePerYear: fields.maintenancePerYear.optional(),
    voidsPercent: fields.voidsPercent.optional(),
  },
  objectError,
);
export type CalculateInvestmentInput = z.infer<typeof calculateInvestmentSchema>;

/** The growth rates of the 10-year projection (the page only; the API does not project). */
export const projectionAssumptionsSchema = z.object({
  appreciationPercent: fields.appreciationPercent,
  rentalGrowthPercent: fields.rentalGrowthPercent,
});

/** The page's form: the request's fields, all present, plus the projection's growth rates. */
export const investmentFormSchema = z.object(fields);
export type InvestmentFormValues = z.infer<typeof investmentFormSchema>;
export type InvestmentFormField = keyof InvestmentFormValues;

/** Spec §3: the response of POST /api/calculate-investment. Pounds to the penny; yields and ROI in percent to 2 places. */
export const investmentResponseSchema = z.object({
  deposit: z.number(),
  monthlyMortgage: z.number(),
  monthlyProfit: z.number(),
  annualProfit: z.number(),
  grossYield: z.number(),
  // null when nothing is invested (no deposit, tax or fees), where a return on cost has no meaning.
  roi: z.number().nullable(),
});
export type InvestmentResponse = z.infer<typeof investmentResponseSchema>;
