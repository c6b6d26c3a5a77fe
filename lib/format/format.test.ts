import { describe, expect, it } from "vitest";
import { formatGbp, formatMonthYear, formatPercent, formatPeriod } from "./format";

describe("formatters", () => {
  it.each([
    [485000, "£485,000"],
    ["52000", "£52,000"],
    [null, "—"],
    ["", "—"],
    ["abc", "—"],
    [1234.56, "£1,235"],
    [-0.4, "£0"],
  ])("formatGbp(%j) = %s", (value, expected) => {
    expect(formatGbp(value)).toBe(expected);
  });
  // Moved from the investment calculator's own formatter (components/investment/format.ts).
  it.each([
    [121250, "if-any", "£121,250"],
    [1821.02, "if-any", "£1,821.02"],
    [-0, "if-any", "£0"],
    [null, "if-any", "—"],
    [Number.NaN, "if-any", "—"],
    [125, true, "£125.00"],
    [-0, true, "£0.00"],
    [1234.5, true, "£1,234.50"],
    [1748.6, false, "£1,749"],
    [-0.2, false, "£0"],
    [-1500.4, false, "-£1,500"],
  ] as const)("formatGbp(%j, { pence: %j }) = %s", (value, pence, expected) => {
    expect(formatGbp(value, { pence })).toBe(expected);
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
  it.each([
    [4.8214, "4.82%"],
    [-0.674, "-0.67%"],
    [0, "0.00%"],
    [-0, "0.00%"],
    [1234.5, "1,234.50%"],
    [undefined, "—"],
  ])("formats rates unsigned to 2 places: %j = %s", (value, expected) => {
    expect(formatPercent(value, { digits: 2, signed: false })).toBe(expected);
  });
});

describe("formatPeriod", () => {
  const jan = formatMonthYear("2022-01");
  const sep = formatMonthYear("2022-09");
  it.each([
    ["2022-01..2022-09", `${jan} – ${sep}`],
    ["2022-01", jan],
    ["2022-01..2022-01", jan],
    ["2022-01-04..2022-09-30", `${jan} – ${sep}`],
    ["2014-05 release", "2014-05 release"],
    ["", "—"],
    [null, "—"],
  ])("%s → %s", (period, expected) => expect(formatPeriod(period)).toBe(expected));
  it("reads as months, not ISO text", () => expect(formatPeriod("2022-01..2022-09")).toMatch(/^Jan 2022 – Sept? 2022$/));
});
