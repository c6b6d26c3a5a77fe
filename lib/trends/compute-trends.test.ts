import { describe, expect, it } from "vitest";
import { toMonthlySeries, toTrendsByType } from "./compute-trends";

describe("toMonthlySeries", () => {
  it("rounds to whole pounds and orders by month", () => {
    expect(
      toMonthlySeries([
        { month: "2022-02", average: 300.5, median: 199.5, volume: 3 },
        { month: "2022-01", average: 300, median: 300, volume: 1 },
      ]),
    ).toEqual([
      { month: "2022-01", averagePrice: 300, medianPrice: 300, volume: 1 },
      { month: "2022-02", averagePrice: 301, medianPrice: 200, volume: 3 },
    ]);
  });
  it("is empty without sales", () => expect(toMonthlySeries([])).toEqual([]));
});

describe("toTrendsByType", () => {
  it("splits by Price Paid type and leaves out absent types", () => {
    const byType = toTrendsByType([
      { month: "2022-01", propertyType: "F", average: 100, median: 100, volume: 1 },
      { month: "2022-01", propertyType: "D", average: 200, median: 200, volume: 1 },
      { month: "2022-01", propertyType: "X", average: 1, median: 1, volume: 1 },
    ]);
    expect(Object.keys(byType)).toEqual(["D", "F"]);
  });
});
