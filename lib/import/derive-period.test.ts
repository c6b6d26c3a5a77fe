import { describe, expect, it } from "vitest";
import { addMonth, createMonthRange, describePeriod, findPeriodInFileName } from "./derive-period";

describe("describePeriod", () => {
  it.each([
    [["2022-03", "2022-01", "2022-09"], "range", "2022-01..2022-09"],
    [["2022-03", "2022-01", "2022-09"], "latest", "2022-09"],
    [["2013-06", "2013-06"], "range", "2013-06"],
    [[], "range", null],
  ] as const)("%j as %s → %s", (months, style, expected) => {
    const range = createMonthRange();
    for (const month of months) addMonth(range, month);
    expect(describePeriod(range, style)).toBe(expected);
  });
});

describe("findPeriodInFileName", () => {
  it.each([
    ["ONSPD_FEB_2024_UK.csv", "2024-02"],
    ["data/osopenuprn_202401.csv.gz", "2024-01"],
    ["CCOD_FULL_2024_01.csv", "2024-01"],
    ["pp-2022-09.csv", "2022-09"],
    ["codepoint-open-2014-ne.csv", "2014"],
    ["trafford_conservation_areas.geojson", null],
  ])("%s → %s", (name, expected) => {
    expect(findPeriodInFileName(name)).toBe(expected);
  });
});
