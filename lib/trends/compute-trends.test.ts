import { describe, expect, it } from "vitest";
import { computeMonthlySeries, computeTrendsByType } from "./compute-trends";

const s = (price: number, iso: string, propertyType = "T") => ({ price, date: new Date(iso), propertyType });

describe("computeMonthlySeries", () => {
  it("averages, takes medians and counts per month", () => {
    expect(computeMonthlySeries([s(100, "2022-02-03"), s(300, "2022-01-05"), s(200, "2022-02-20"), s(600, "2022-02-21")])).toEqual([
      { month: "2022-01", averagePrice: 300, medianPrice: 300, volume: 1 },
      { month: "2022-02", averagePrice: 300, medianPrice: 200, volume: 3 },
    ]);
  });
  it("is empty without sales", () => expect(computeMonthlySeries([])).toEqual([]));
});

describe("computeTrendsByType", () => {
  it("splits by Price Paid type and leaves out absent types", () => {
    const byType = computeTrendsByType([s(100, "2022-01-01", "F"), s(200, "2022-01-02", "D")]);
    expect(Object.keys(byType).sort()).toEqual(["D", "F"]);
  });
});
