import { describe, expect, it } from "vitest";
import { valueAtRate } from "./solve-equivalent-yield";
import { calculateImpliedYield, valueInvestment } from "./value-investment";

describe("valueInvestment: term and reversion", () => {
  it("a shop let at £50,000 with 3 years to a review at an ERV of £60,000 (term 6%, reversion 7%, costs 6.8%)", () => {
    // Worked by hand, factors to 6 places (Parry's tables, annually in arrears):
    //   Term:      £50,000 × YP 3 yrs @ 6% = (1 − 1 ÷ 1.06³) ÷ 0.06 = (1 − 0.839619) ÷ 0.06 = 2.673012
    //              £50,000 × 2.673012 = £133,650.60 → £133,651
    //   Reversion: £60,000 × YP perp @ 7% (1 ÷ 0.07 = 14.285714) × PV £1 in 3 yrs @ 7% (1 ÷ 1.07³ = 0.816298)
    //              14.285714 × 0.816298 = 11.661400; £60,000 × 11.6614 = £699,684
    //   Gross value £133,651 + £699,684 = £833,335
    //   Net of costs £833,335 ÷ 1.068 = £780,276.22 → £780,276 (costs £53,059)
    //   NIY £50,000 ÷ £833,335 = 6.00%; reversionary yield £60,000 ÷ £833,335 = 7.20%
    //   Equivalent yield: at 6.98%, PV 3 yrs = 1 ÷ 1.0698³ = 0.816752, so
    //   £50,000 × (1 − 0.816752) ÷ 0.0698 + £60,000 × 0.816752 ÷ 0.0698 = £131,266 + £702,079 = £833,345 ≈ £833,335
    const v = valueInvestment({ passingRent: 50_000, estimatedRentalValue: 60_000, yearsToReversion: 3, termYieldPercent: 6, reversionYieldPercent: 7, purchasersCostsPercent: 6.8 });
    expect(v.term).toEqual({ rent: 50_000, years: 3, yieldPercent: 6, yearsPurchase: 2.673012, value: 133_651 });
    expect(v.reversion).toEqual({ rent: 60_000, deferredYears: 3, yieldPercent: 7, yearsPurchaseInPerpetuity: 14.285714, presentValue: 0.816298, yearsPurchaseDeferred: 11.6614, value: 699_684 });
    expect(v.grossValue).toBe(833_335);
    expect(v.netValue).toBe(780_276);
    expect(v.purchasersCosts).toEqual({ percent: 6.8, amount: 53_059 });
    expect(v.netInitialYieldPercent).toBe(6);
    expect(v.reversionaryYieldPercent).toBe(7.2);
    expect(v.equivalentYieldPercent).toBe(6.98);
  });

  it("an over-rented office: £100,000 passing, ERV £80,000, 5 years to lease end, 8% throughout", () => {
    //   Term:      £100,000 × YP 5 yrs @ 8% = (1 − 0.680583) ÷ 0.08 = 3.992710 → £399,271
    //   Reversion: £80,000 × 12.5 × 0.680583 = £80,000 × 8.507288 = £680,583.04 → £680,583
    //   Gross £1,079,854; net £1,079,854 ÷ 1.068 = £1,011,099.25 → £1,011,099
    //   NIY £100,000 ÷ £1,079,854 = 9.26%; RY £80,000 ÷ £1,079,854 = 7.41%
    //   One yield for term and reversion: the equivalent yield is that yield, 8%.
    const v = valueInvestment({ passingRent: 100_000, estimatedRentalValue: 80_000, yearsToReversion: 5, termYieldPercent: 8, reversionYieldPercent: 8, purchasersCostsPercent: 6.8 });
    expect(v.term.value).toBe(399_271);
    expect(v.reversion.yearsPurchaseDeferred).toBe(8.507288);
    expect(v.reversion.value).toBe(680_583);
    expect(v.grossValue).toBe(1_079_854);
    expect(v.netValue).toBe(1_011_099);
    expect(v.netInitialYieldPercent).toBe(9.26);
    expect(v.reversionaryYieldPercent).toBe(7.41);
    expect(v.equivalentYieldPercent).toBe(8);
  });

  it("a rack-rented unit with no term: the ERV in perpetuity, and all three yields agree", () => {
    //   £40,000 × YP perp @ 5% (20) = £800,000; no costs, so net = gross; 40,000 ÷ 800,000 = 5%
    const v = valueInvestment({ passingRent: 40_000, estimatedRentalValue: 40_000, yearsToReversion: 0, termYieldPercent: 5, reversionYieldPercent: 5, purchasersCostsPercent: 0 });
    expect(v.term.value).toBe(0);
    expect(v.reversion.value).toBe(800_000);
    expect(v.grossValue).toBe(800_000);
    expect(v.netValue).toBe(800_000);
    expect([v.netInitialYieldPercent, v.reversionaryYieldPercent, v.equivalentYieldPercent]).toEqual([5, 5, 5]);
  });

  it("a vacant building (no passing rent): NIY 0%, the value is the deferred reversion", () => {
    //   £30,000 × YP perp @ 7.5% (13.333333) × PV 1 yr @ 7.5% (0.930233) = 30,000 × 12.403106 = £372,093.18 → £372,093
    const v = valueInvestment({ passingRent: 0, estimatedRentalValue: 30_000, yearsToReversion: 1, termYieldPercent: 7.5, reversionYieldPercent: 7.5, purchasersCostsPercent: 6.8 });
    expect(v.reversion.yearsPurchaseDeferred).toBe(12.403106);
    expect(v.grossValue).toBe(372_093);
    expect(v.netInitialYieldPercent).toBe(0);
    expect(v.equivalentYieldPercent).toBe(7.5);
  });

  it.each([
    [50_000, 60_000, 3, 6, 7],
    [75_000, 70_000, 2.5, 7, 6.5],
    [10_000, 25_000, 12, 9, 6],
  ])("invariants: EY discounts the income back to the gross value, and lies between the two yields (%d, %d, %d yrs, %d%%, %d%%)", (passing, erv, years, termY, revY) => {
    const v = valueInvestment({ passingRent: passing, estimatedRentalValue: erv, yearsToReversion: years, termYieldPercent: termY, reversionYieldPercent: revY, purchasersCostsPercent: 6.8 });
    expect(v.equivalentYieldPercent).not.toBeNull();
    const ey = (v.equivalentYieldPercent ?? 0) / 100;
    // To 2 decimal places of a percent, the gross value is matched within 0.5% either way.
    expect(Math.abs(valueAtRate({ passingRent: passing, estimatedRentalValue: erv, yearsToReversion: years }, ey) / v.grossValue - 1)).toBeLessThan(0.005);
    expect(v.equivalentYieldPercent).toBeGreaterThanOrEqual(Math.min(termY, revY) - 0.01);
    expect(v.equivalentYieldPercent).toBeLessThanOrEqual(Math.max(termY, revY) + 0.01);
    expect(v.netValue + v.purchasersCosts.amount).toBe(v.grossValue);
  });
});

describe("calculateImpliedYield", () => {
  it.each([
    // £60,000 ÷ (£900,000 × 1.068 = £961,200) = 6.24%
    [900_000, 60_000, 6.8, 6.24],
    // £25,000 ÷ £500,000 = 5.00%, no costs
    [500_000, 25_000, 0, 5],
    [0, 25_000, 6.8, null],
  ])("price £%d, rent £%d, costs %d%% → %d%%", (price, rent, costs, expected) => {
    expect(calculateImpliedYield(price, rent, costs)).toBe(expected);
  });
});
