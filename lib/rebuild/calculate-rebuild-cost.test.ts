import { describe, expect, it } from "vitest";
import { applyRegionFactor, calculateRebuildCost, deriveGrossExternalArea } from "./calculate-rebuild-cost";

describe("calculateRebuildCost", () => {
  it("works the example by hand: 100 m² at £2,000", () => {
    // building 100 × 2,000 = 200,000; demolition 8% = 16,000; fees 12% × 216,000 = 25,920;
    // VAT 20% × (25,920 + 16,000) = 8,384; total 250,304, rounded up to 251,000.
    const result = calculateRebuildCost({ grossExternalSqm: 100, ratePerSqm: 2000 });
    expect(result.lines.map((l) => [l.key, l.amountGbp])).toEqual([
      ["building", 200_000],
      ["demolition", 16_000],
      ["fees", 25_920],
      ["vat", 8_384],
    ]);
    expect(result.totalGbp).toBe(250_304);
    expect(result.roundedTotalGbp).toBe(251_000);
  });

  it.each([
    // gea, rate, building, total
    // 157,872 + 12,630 + 20,460 (12% of 170,502) + 6,618 (20% of 33,090) = 197,580
    [88, 1_794, 157_872, 197_580],
    [1, 1, 1, 1],
  ])("adds the lines to the total (%d m² at £%d)", (gea, rate, building, total) => {
    const result = calculateRebuildCost({ grossExternalSqm: gea, ratePerSqm: rate });
    expect(result.lines[0]?.amountGbp).toBe(building);
    expect(result.lines.reduce((sum, l) => sum + l.amountGbp, 0)).toBe(result.totalGbp);
    expect(result.totalGbp).toBe(total);
    expect(result.roundedTotalGbp % 1000).toBe(0);
    expect(result.roundedTotalGbp).toBeGreaterThanOrEqual(result.totalGbp);
    expect(result.roundedTotalGbp - result.totalGbp).toBeLessThan(1000);
  });

  it("rounds up, never down: 10 m² at £1,000 is £12,515, insured as £13,000", () => {
    // 10,000 + 800 + 1,296 (12% of 10,800) + 419 (20% of 2,096) = 12,515
    expect(calculateRebuildCost({ grossExternalSqm: 10, ratePerSqm: 1000 })).toMatchObject({ totalGbp: 12_515, roundedTotalGbp: 13_000 });
  });

  it("grows with the area and the rate", () => {
    const small = calculateRebuildCost({ grossExternalSqm: 80, ratePerSqm: 2000 }).totalGbp;
    expect(calculateRebuildCost({ grossExternalSqm: 81, ratePerSqm: 2000 }).totalGbp).toBeGreaterThan(small);
    expect(calculateRebuildCost({ grossExternalSqm: 80, ratePerSqm: 2001 }).totalGbp).toBeGreaterThan(small);
  });
});

describe("deriveGrossExternalArea", () => {
  it.each([
    [80, "semi-detached", 88, 10],
    [84.5, "terraced", 93, 10],
    [60, "flat", 69, 15],
  ] as const)("%d m² internal, %s → %d m² GEA (+%d%%)", (internal, type, gea, allowance) => {
    expect(deriveGrossExternalArea(internal, type)).toEqual({ grossExternalSqm: gea, allowancePercent: allowance });
  });
});

describe("applyRegionFactor", () => {
  it.each([
    [1950, 0.92, 1794],
    [2000, 1, 2000],
    [2000, 1.22, 2440],
  ])("£%d × %d = £%d", (base, factor, rate) => expect(applyRegionFactor(base, factor)).toBe(rate));
});
