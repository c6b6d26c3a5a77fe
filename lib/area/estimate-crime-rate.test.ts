import { describe, expect, it } from "vitest";
import { computeCrimeIndex, computeCrimeRate, countBy, estimateResidents, rankCrimeTypes, selectRecentMonths } from "./estimate-crime-rate";

describe("estimateResidents", () => {
  it.each([
    [0, 0],
    [1, 35], // 15 × 2.36 = 35.4
    [100, 3540],
    [426, 15080],
  ])("%i postcodes → %i residents", (postcodes, residents) => {
    expect(estimateResidents(postcodes)).toBe(residents);
  });
});

describe("selectRecentMonths", () => {
  const thirteen = ["2013-06", "2013-07", "2013-08", "2013-09", "2013-10", "2013-11", "2013-12", "2014-01", "2014-02", "2014-03", "2014-04", "2014-05", "2014-06"];
  it.each([
    [thirteen, 12, thirteen.slice(1)],
    [["2014-02", "2014-01", "2014-02"], 12, ["2014-01", "2014-02"]],
    [["2013-06", "2013-09", "2014-06"], 12, ["2013-09", "2014-06"]],
    [["2013-12", "2014-01"], 1, ["2014-01"]],
    [["2014-01", "bad"], 12, ["2014-01"]],
    [[], 12, []],
    [thirteen, 3, ["2014-04", "2014-05", "2014-06"]],
  ])("%j (last %i)", (months, count, expected) => {
    expect(selectRecentMonths(months, count)).toEqual(expected);
  });
});

describe("computeCrimeRate", () => {
  it.each([
    ["a year of data", { crimes: 354, months: 12, residents: 3540 }, 100],
    ["half a year is annualised", { crimes: 177, months: 6, residents: 3540 }, 100],
    ["one month is annualised", { crimes: 10, months: 1, residents: 12_000 }, 10],
    ["no crimes is a real zero", { crimes: 0, months: 12, residents: 1000 }, 0],
    ["rounds to one decimal", { crimes: 9741, months: 12, residents: 15_080 }, 646],
    ["small rate", { crimes: 7, months: 12, residents: 1000 }, 7],
    ["below the safe threshold", { crimes: 149, months: 12, residents: 10_000 }, 14.9],
    ["nobody to divide by", { crimes: 5, months: 12, residents: 0 }, null],
    ["no months", { crimes: 5, months: 0, residents: 100 }, null],
  ])("%s", (_name, input, expected) => {
    expect(computeCrimeRate(input)).toBe(expected);
  });
});

describe("computeCrimeIndex", () => {
  it.each([
    [150, 100, 150],
    [50, 200, 25],
    [null, 100, null],
    [10, null, null],
    [10, 0, null],
  ])("%s against %s → %s", (local, average, expected) => {
    expect(computeCrimeIndex(local, average)).toBe(expected);
  });
});

describe("rankCrimeTypes", () => {
  const counts = countBy(["Drugs", "Burglary", "Anti-social behaviour", "Burglary", "Anti-social behaviour", "Anti-social behaviour", "Robbery"], (t) => t);
  it("counts and ranks, ties alphabetically", () => {
    expect(rankCrimeTypes(counts, 3)).toEqual([
      { type: "Anti-social behaviour", count: 3 },
      { type: "Burglary", count: 2 },
      { type: "Drugs", count: 1 },
    ]);
    expect(rankCrimeTypes(counts)).toHaveLength(4);
    expect(rankCrimeTypes({}, 3)).toEqual([]);
  });
});
