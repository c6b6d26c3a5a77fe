import { describe, expect, it } from "vitest";
import { listMonths, monthsBetween, shiftMonth, toMonthKey } from "./months";

describe("months", () => {
  it("keys instants by UTC month", () => {
    expect(toMonthKey(new Date("2022-09-30T23:59:59Z"))).toBe("2022-09");
  });

  it.each([
    ["2022-03", -4, "2021-11"],
    ["2022-12", 1, "2023-01"],
    ["2022-01", -24, "2020-01"],
    ["2022-06", 0, "2022-06"],
  ])("shiftMonth(%s, %i) = %s", (month, count, expected) => {
    expect(shiftMonth(month, count)).toBe(expected);
  });

  it("lists months inclusive across a year end", () => {
    expect(listMonths("2021-11", "2022-02")).toEqual(["2021-11", "2021-12", "2022-01", "2022-02"]);
    expect(listMonths("2022-02", "2022-01")).toEqual([]);
  });

  it("measures ages in months", () => {
    expect(monthsBetween(new Date("2022-01-01"), new Date("2023-01-01"))).toBeCloseTo(12, 1);
    expect(monthsBetween(new Date("2023-01-01"), new Date("2022-01-01"))).toBeLessThan(0);
  });
});
