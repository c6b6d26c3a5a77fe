import { describe, expect, it } from "vitest";
import { computeGrowth, findPriceWindows } from "./compute-price-change";

describe("findPriceWindows", () => {
  it("takes the year to the latest sale, the year before it, and 12 calendar months of trend", () => {
    expect(findPriceWindows(new Date("2022-09-15T00:00:00Z"))).toEqual({
      yearAgo: new Date("2021-09-15T00:00:00Z"),
      twoYearsAgo: new Date("2020-09-15T00:00:00Z"),
      trendFrom: new Date("2021-10-01T00:00:00Z"),
    });
  });
});

describe("computeGrowth", () => {
  it.each([
    [{ average: 110_000, previousAverage: 100_000, previousCount: 5 }, 10],
    [{ average: 99_500, previousAverage: 100_000, previousCount: 9 }, -0.5],
    [{ average: 110_000, previousAverage: 100_000, previousCount: 4 }, null],
    [{ average: 110_000, previousAverage: null, previousCount: 0 }, null],
    [{ average: null, previousAverage: 100_000, previousCount: 5 }, null],
  ])("%j → %s", (input, expected) => {
    expect(computeGrowth(input)).toBe(expected);
  });
});
