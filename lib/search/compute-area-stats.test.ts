import { describe, expect, it } from "vitest";
import { computeGrowth, describeDateRange, describePeriod, findPriceWindows } from "./compute-area-stats";

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

describe("describePeriod", () => {
  it.each([
    [[], null],
    [["2022-01-04"], "2022-01"],
    [["2022-09-30", "2022-01-04"], "2022-01..2022-09"],
  ])("%j → %s", (dates, expected) => {
    expect(describePeriod(dates.map((d) => new Date(d)))).toBe(expected);
  });

  it("walks a list far longer than a spread could take", () => {
    const dates = Array.from({ length: 300_000 }, (_, i) => new Date(Date.UTC(2020, 0, 1) + (i % 700) * 86_400_000));
    expect(describePeriod(dates)).toBe("2020-01..2021-11");
  });

  it("describes a range from its ends", () => {
    expect(describeDateRange(new Date("2021-03-01"), new Date("2021-03-31"))).toBe("2021-03");
    expect(describeDateRange(null, null)).toBeNull();
  });
});
