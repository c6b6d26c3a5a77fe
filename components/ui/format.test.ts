import { describe, expect, it } from "vitest";
import { formatGbp, formatMonthYear, formatPercent } from "./format";

describe("formatters", () => {
  it.each([
    [485000, "£485,000"],
    ["52000", "£52,000"],
    [null, "—"],
    ["", "—"],
    ["abc", "—"],
  ])("formatGbp(%j) = %s", (value, expected) => {
    expect(formatGbp(value)).toBe(expected);
  });
  it("formats months en-GB", () => {
    expect(formatMonthYear("2022-01-04T00:00:00.000Z")).toBe("Jan 2022");
    expect(formatMonthYear("2022-09")).toBe(formatMonthYear(new Date("2022-09-01T00:00:00Z")));
  });
  it("signs percentages", () => {
    expect(formatPercent(3.25)).toBe("+3.3%");
    expect(formatPercent(-2)).toBe("-2.0%");
    expect(formatPercent(null)).toBe("—");
  });
});
