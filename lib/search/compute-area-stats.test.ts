import { describe, expect, it } from "vitest";
import { computeDaysOnMarket, computePriceStats, computePriceTrend, describePeriod } from "./compute-area-stats";

const sale = (price: number, iso: string) => ({ price, date: new Date(iso) });

describe("computePriceStats", () => {
  it("is all null without sales", () => {
    expect(computePriceStats([])).toEqual({ average: null, growth12Months: null, latest: null });
  });

  it("averages the last 12 months and leaves growth null without an earlier year", () => {
    const stats = computePriceStats([sale(100_000, "2022-01-10"), sale(200_000, "2022-09-01")]);
    expect(stats.average).toBe(150_000);
    expect(stats.growth12Months).toBeNull();
  });

  it("compares with the 12 months before when there are enough sales", () => {
    const before = Array.from({ length: 5 }, (_, i) => sale(100_000, `2021-0${i + 2}-01`));
    const recent = Array.from({ length: 5 }, (_, i) => sale(110_000, `2022-0${i + 2}-01`));
    expect(computePriceStats([...before, ...recent]).growth12Months).toBe(10);
  });
});

describe("computePriceTrend", () => {
  it("groups the 12 months to the latest sale by month, oldest first", () => {
    const trend = computePriceTrend([sale(100, "2020-01-01"), sale(200, "2021-03-05"), sale(400, "2021-03-20"), sale(300, "2022-02-01")]);
    expect(trend).toEqual([
      { month: "2021-03", average: 300, count: 2 },
      { month: "2022-02", average: 300, count: 1 },
    ]);
  });
});

describe("computeDaysOnMarket", () => {
  it("averages listings for sale only", () => {
    expect(computeDaysOnMarket([{ status: "for_sale", daysOnMarket: 10 }, { status: "for_sale", daysOnMarket: 31 }, { status: "to_let", daysOnMarket: 99 }])).toBe(21);
    expect(computeDaysOnMarket([])).toBeNull();
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
});
