import { describe, expect, it } from "vitest";
import { CALCULATOR_DEFAULTS, INVESTMENT_FORM_DEFAULTS } from "./defaults";
import { calculateInvestmentSchema, investmentFormSchema } from "./schemas";

const valid = { ...CALCULATOR_DEFAULTS };

function firstMessage(input: unknown): string | undefined {
  const parsed = calculateInvestmentSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe("calculateInvestmentSchema", () => {
  it("accepts the spec's four fields alone and the optional ones", () => {
    expect(calculateInvestmentSchema.parse(valid)).toEqual(valid);
    expect(calculateInvestmentSchema.parse({ ...valid, termYears: 30, buyerType: "first-time", legalFees: 0, voidsPercent: 0 })).toMatchObject({ termYears: 30, buyerType: "first-time" });
  });

  it.each([
    ["deposit 0%", { ...valid, depositPercent: 0 }],
    ["deposit 100%", { ...valid, depositPercent: 100 }],
    ["rent 0", { ...valid, monthlyRent: 0 }],
    ["rate 0%", { ...valid, interestRate: 0 }],
    ["value £100,000,000", { ...valid, propertyValue: 100_000_000 }],
    ["pence in the rent", { ...valid, monthlyRent: 1950.5 }],
  ])("accepts %s", (_name, input) => {
    expect(calculateInvestmentSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    ["missing value", { depositPercent: 25, monthlyRent: 1950, interestRate: 3.5 }, "Enter the property value."],
    ["value as a string", { ...valid, propertyValue: "485000" }, "The property value must be a number."],
    ["value null", { ...valid, propertyValue: null }, "Enter the property value."],
    ["value 0", { ...valid, propertyValue: 0 }, "The property value must be at least £1."],
    ["value too large", { ...valid, propertyValue: 100_000_001 }, "The property value must be at most £100,000,000."],
    ["negative deposit", { ...valid, depositPercent: -5 }, "The deposit percentage must be at least 0%."],
    ["deposit over 100%", { ...valid, depositPercent: 120 }, "The deposit percentage must be at most 100%."],
    ["negative rent", { ...valid, monthlyRent: -1 }, "The monthly rent must be at least £0."],
    ["huge rent", { ...valid, monthlyRent: 5_000_000 }, "The monthly rent must be at most £1,000,000."],
    ["rate over 25%", { ...valid, interestRate: 30 }, "The interest rate must be at most 25%."],
    ["term in months", { ...valid, termYears: 300 }, "The mortgage term must be at most 40 years."],
    ["part-year term", { ...valid, termYears: 25.5 }, "The mortgage term must be a whole number of years."],
    ["unknown buyer type", { ...valid, buyerType: "company" }, "The buyer type must be standard, additional or first-time."],
    ["negative fees", { ...valid, legalFees: -100 }, "The legal fees must be at least £0."],
    ["not an object", [1, 2], "Send a JSON object with propertyValue, depositPercent, monthlyRent and interestRate."],
  ])("rejects %s: %s", (_name, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe("investmentFormSchema", () => {
  it("accepts the page's defaults and says what to enter in an empty field", () => {
    const form = INVESTMENT_FORM_DEFAULTS;
    expect(investmentFormSchema.safeParse(form).success).toBe(true);
    const empty = investmentFormSchema.safeParse({ ...form, monthlyRent: Number.NaN });
    expect(empty.success ? undefined : empty.error.issues[0]?.message).toBe("Enter the monthly rent.");
  });
});
