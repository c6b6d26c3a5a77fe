import { describe, expect, it } from "vitest";
import { calculateInvestment, toInvestmentResponse } from "./calculate-investment";
import { CALCULATOR_DEFAULTS } from "./defaults";
import type { CalculateInvestmentInput } from "./schemas";

const defaults: CalculateInvestmentInput = { ...CALCULATOR_DEFAULTS };

describe("calculateInvestment with the spec defaults (§9)", () => {
  const result = calculateInvestment(defaults);

  it("fills in the tool defaults", () => {
    expect(result.assumptions).toMatchObject({ termYears: 25, buyerType: "standard", legalFees: 1500, surveyFee: 600, mortgageFees: 1000, insurancePerYear: 300, managementPercent: 10, maintenancePerYear: 1000, voidsPercent: 5 });
  });

  it("deposit, loan and stamp duty", () => {
    expect(result.deposit).toBe(121_250);
    expect(result.loanAmount).toBe(363_750);
    expect(result.stampDuty.stampDutyPounds).toBe(11_750);
  });

  it("total initial cost = deposit + stamp duty + legal + survey + mortgage fees + insurance", () => {
    expect(result.initialCosts).toEqual({ deposit: 121_250, stampDuty: 11_750, legalFees: 1500, surveyFee: 600, mortgageFees: 1000, insurance: 300, total: 136_400 });
  });

  it("monthly expenses = management % of rent + maintenance/12 + voids % of rent + insurance/12", () => {
    expect(result.monthlyExpenses).toEqual({ management: 195, maintenance: 83.33, voids: 97.5, insurance: 25, total: 400.83 });
  });

  it("mortgage, profit, yields and ROI", () => {
    expect(result.monthlyMortgage).toBe(1821.02);
    expect(result.monthlyProfit).toBe(-271.85); // 1950 − 1821.02 − 400.83
    expect(result.annualProfit).toBe(-3262.2);
    expect(result.grossYield).toBe(4.82); // 23,400 / 485,000
    expect(result.netYield).toBe(-0.67); // −3,262.20 / 485,000
    expect(result.roi).toBe(-2.39); // −3,262.20 / 136,400
  });

  it("the API response is the six spec fields of the same result", () => {
    expect(toInvestmentResponse(result)).toEqual({ deposit: 121_250, monthlyMortgage: 1821.02, monthlyProfit: -271.85, annualProfit: -3262.2, grossYield: 4.82, roi: -2.39 });
  });
});

describe("calculateInvestment: table of inputs", () => {
  it.each<[string, CalculateInvestmentInput, Partial<ReturnType<typeof calculateInvestment>>]>([
    ["cash purchase (100% deposit): no mortgage", { ...defaults, depositPercent: 100 }, { deposit: 485_000, loanAmount: 0, monthlyMortgage: 0, monthlyProfit: 1549.17, annualProfit: 18_590.04 }],
    ["0% interest: the loan repaid in equal parts", { ...defaults, interestRate: 0 }, { monthlyMortgage: 1212.5 }],
    ["no rent: yields 0, the loss is the mortgage and fixed costs", { ...defaults, monthlyRent: 0 }, { grossYield: 0, monthlyProfit: -1929.35 }],
    ["additional property: 5% of the price more stamp duty", { ...defaults, buyerType: "additional" }, { roi: -2.03 }],
    ["shorter term: a higher payment", { ...defaults, termYears: 15 }, { monthlyMortgage: 2600.39 }],
  ])("%s", (_name, input, expected) => {
    expect(calculateInvestment(input)).toMatchObject(expected);
  });

  it("buyer type changes the stamp duty and the total initial cost only", () => {
    const standard = calculateInvestment(defaults);
    const additional = calculateInvestment({ ...defaults, buyerType: "additional" });
    const firstTime = calculateInvestment({ ...defaults, buyerType: "first-time" });
    expect(additional.stampDuty.stampDutyPounds - standard.stampDuty.stampDutyPounds).toBe(24_250);
    expect(additional.initialCosts.total).toBe(160_650);
    expect(firstTime.stampDuty.stampDutyPounds).toBe(9_250);
    expect(additional.monthlyProfit).toBe(standard.monthlyProfit);
  });

  it("cost overrides feed the expenses and initial cost", () => {
    const result = calculateInvestment({ ...defaults, legalFees: 0, surveyFee: 0, mortgageFees: 0, insurancePerYear: 0, managementPercent: 0, maintenancePerYear: 0, voidsPercent: 0 });
    expect(result.monthlyExpenses.total).toBe(0);
    expect(result.initialCosts.total).toBe(133_000);
    expect(result.monthlyProfit).toBe(128.98);
  });

  it("ROI is null when nothing is invested, never NaN or Infinity", () => {
    const result = calculateInvestment({ propertyValue: 200_000, depositPercent: 0, monthlyRent: 1000, interestRate: 4, legalFees: 0, surveyFee: 0, mortgageFees: 0, insurancePerYear: 0 });
    expect(result.initialCosts.total).toBe(0);
    expect(result.roi).toBeNull();
    expect(Number.isFinite(result.netYield)).toBe(true);
  });

  it("figures add up to the penny for awkward inputs", () => {
    const r = calculateInvestment({ propertyValue: 333_333, depositPercent: 17.5, monthlyRent: 1234.56, interestRate: 4.79 });
    const cents = (x: number) => Math.round(x * 100);
    expect(cents(r.deposit) + cents(r.loanAmount)).toBe(cents(333_333));
    expect(cents(r.monthlyProfit)).toBe(cents(1234.56) - cents(r.monthlyMortgage) - cents(r.monthlyExpenses.total));
    expect(cents(r.annualProfit)).toBe(12 * cents(r.monthlyProfit));
    for (const value of [r.deposit, r.monthlyMortgage, r.monthlyProfit, r.annualProfit, r.grossYield, r.netYield]) expect(Math.abs(value * 100 - cents(value))).toBeLessThan(1e-6);
  });
});
