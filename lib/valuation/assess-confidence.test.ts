import { describe, expect, it } from "vitest";
import { assessConfidence, describeValueRange, RANGE_HALF_WIDTH, roundValue, type ConfidenceInputs } from "./assess-confidence";

const base: ConfidenceInputs = { count: 15, dispersion: 0.15, ring: { kind: "radius", miles: 0.5 }, hasOwnSale: false };

describe("assessConfidence", () => {
  it.each<[string, Partial<ConfidenceInputs>, string]>([
    ["many close, consistent sales", {}, "high"],
    ["a sector search counts as close", { ring: { kind: "sector" } }, "high"],
    ["too few for high", { count: 6 }, "medium"],
    ["too spread for high", { dispersion: 0.3 }, "medium"],
    ["too far for high", { ring: { kind: "radius", miles: 2 } }, "medium"],
    ["an outward-code search is not close", { ring: { kind: "outcode" } }, "medium"],
    ["a postcode-area search is not close", { ring: { kind: "area" } }, "medium"],
    ["few sales", { count: 3 }, "low"],
    ["widely spread", { dispersion: 0.5 }, "low"],
    ["the home's own sale makes up for a few", { count: 5, hasOwnSale: true }, "high"],
    ["but not for spread", { dispersion: 0.5, hasOwnSale: true }, "low"],
  ])("%s → %s", (_, inputs, expected) => {
    expect(assessConfidence({ ...base, ...inputs })).toBe(expected);
  });
});

describe("roundValue", () => {
  it.each([
    [172_345, 172_000],
    [172_500, 173_000],
    [87_260, 87_500],
    [99_740, 99_500],
    [120, 500],
  ])("%i → %i", (value, expected) => {
    expect(roundValue(value)).toBe(expected);
  });
});

describe("describeValueRange", () => {
  it("widens as confidence falls and brackets the estimate", () => {
    const widths = (["high", "medium", "low"] as const).map((c) => {
      const range = describeValueRange(200_000, c);
      expect(range.low).toBeLessThan(200_000);
      expect(range.high).toBeGreaterThan(200_000);
      return range.high - range.low;
    });
    expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    expect(widths[1]).toBeLessThan(widths[2] ?? 0);
  });

  it("is the log spread of its band, rounded", () => {
    expect(describeValueRange(200_000, "high")).toEqual({ low: roundValue(200_000 * Math.exp(-RANGE_HALF_WIDTH.high)), high: roundValue(200_000 * Math.exp(RANGE_HALF_WIDTH.high)) });
  });
});
