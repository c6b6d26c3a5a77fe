import { describe, expect, it } from "vitest";
import { presentValueOfOne, roundFactor, yearsPurchase, yearsPurchaseInPerpetuity } from "./valuation-tables";

describe("valuation tables", () => {
  it.each([
    // 1 ÷ 1.05^10 = 1 ÷ 1.628895 = 0.613913
    [0.05, 10, 0.613913],
    // 1 ÷ 1.07^3 = 1 ÷ 1.225043 = 0.816298
    [0.07, 3, 0.816298],
    [0.05, 0, 1],
  ])("PV of £1 at %d for %d years is %d", (rate, years, expected) => {
    expect(presentValueOfOne(rate, years)).toBe(expected);
  });

  it.each([
    // (1 − 0.839619) ÷ 0.06 = 2.673012
    [0.06, 3, 2.673012],
    // (1 − 0.613913) ÷ 0.05 = 7.721735
    [0.05, 10, 7.721735],
    [0.05, 0, 0],
  ])("YP at %d for %d years is %d", (rate, years, expected) => {
    expect(yearsPurchase(rate, years)).toBe(expected);
  });

  it("YP in perpetuity is 1 ÷ i, and YP for a long term tends to it", () => {
    expect(yearsPurchaseInPerpetuity(0.07)).toBe(14.285714);
    expect(yearsPurchaseInPerpetuity(0.05)).toBe(20);
    expect(yearsPurchase(0.05, 1000)).toBe(20);
  });

  it("YP for n years = (1 − PV) ÷ i, and rounds to 6 places", () => {
    for (const [rate, years] of [[0.04, 25], [0.08, 7.5], [0.1, 1]] as const) {
      expect(Math.abs(yearsPurchase(rate, years) - (1 - presentValueOfOne(rate, years)) / rate)).toBeLessThan(1e-4);
    }
    expect(roundFactor(1.23456789)).toBe(1.234568);
  });
});
