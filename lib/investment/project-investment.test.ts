import { describe, expect, it } from "vitest";
import { calculateInvestment } from "./calculate-investment";
import { CALCULATOR_DEFAULTS, INVESTMENT_TOOL_DEFAULTS } from "./defaults";
import { projectInvestment } from "./project-investment";

const growth = { appreciationPercent: INVESTMENT_TOOL_DEFAULTS.appreciationPercent, rentalGrowthPercent: INVESTMENT_TOOL_DEFAULTS.rentalGrowthPercent };
const base = calculateInvestment({ ...CALCULATOR_DEFAULTS });

describe("projectInvestment with the spec defaults (3% appreciation, 2.5% rental growth)", () => {
  const rows = projectInvestment(base, growth);

  it("covers 10 years", () => {
    expect(rows.map((r) => r.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.each([1, 2, 5, 10])("year %i compounds the value and the rent", (year) => {
    const row = rows[year - 1];
    expect(row?.propertyValue).toBeCloseTo(485_000 * 1.03 ** year, 2);
    expect(row?.annualRent).toBeCloseTo(12 * Math.round(1950 * 1.025 ** (year - 1) * 100) / 100, 2);
  });

  it("year 1's cash flow is the calculator's annual profit", () => {
    expect(rows[0]?.annualCashFlow).toBe(base.annualProfit);
    expect(rows[0]?.annualRent).toBe(23_400);
  });

  it("the mortgage balance falls and equity = value − balance", () => {
    let previous = base.loanAmount;
    for (const row of rows) {
      expect(row.mortgageBalance).toBeLessThan(previous);
      expect(row.equity).toBeCloseTo(row.propertyValue - row.mortgageBalance, 2);
      previous = row.mortgageBalance;
    }
  });

  it("cumulative cash flow sums the years; total return = equity + cumulative cash flow − total initial cost", () => {
    let sum = 0;
    for (const row of rows) {
      sum += row.annualCashFlow;
      expect(row.cumulativeCashFlow).toBeCloseTo(sum, 2);
      expect(row.totalReturn).toBeCloseTo(row.equity + row.cumulativeCashFlow - base.initialCosts.total, 2);
      expect(row.totalReturnPercent).toBeCloseTo((row.totalReturn / base.initialCosts.total) * 100, 2);
    }
  });

  it("rising rent improves the cash flow each year", () => {
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.annualCashFlow).toBeGreaterThan(rows[i - 1]!.annualCashFlow);
  });
});

describe("projectInvestment: table of assumptions", () => {
  it.each([
    ["no growth: value and rent stay flat", { appreciationPercent: 0, rentalGrowthPercent: 0 }, 10, 485_000, 23_400],
    ["falling prices", { appreciationPercent: -2, rentalGrowthPercent: 0 }, 1, 475_300, 23_400],
    ["scenario: optimistic", { appreciationPercent: 5, rentalGrowthPercent: 4 }, 2, 534_712.5, 24_336],
  ])("%s", (_name, assumptions, year, value, rent) => {
    const row = projectInvestment(base, assumptions)[year - 1];
    expect(row?.propertyValue).toBe(value);
    expect(row?.annualRent).toBe(rent);
  });

  it("payments stop when a short term ends within the 10 years", () => {
    const rows = projectInvestment(calculateInvestment({ ...CALCULATOR_DEFAULTS, termYears: 5 }), { appreciationPercent: 0, rentalGrowthPercent: 0 });
    expect(rows[4]?.mortgageBalance).toBe(0);
    expect(rows[5]?.annualCashFlow).toBe(23_400 - 12 * 400.83);
    expect(rows[9]?.equity).toBe(485_000);
  });

  it("a cash purchase has no mortgage balance", () => {
    const rows = projectInvestment(calculateInvestment({ ...CALCULATOR_DEFAULTS, depositPercent: 100 }), growth);
    expect(rows.every((r) => r.mortgageBalance === 0)).toBe(true);
  });
});
