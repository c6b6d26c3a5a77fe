import { describe, expect, it } from "vitest";
import { compareHouseNumbers, formatHouseNumber, isHouseNumberToken, parseHouseNumber, type HouseNumber } from "./house-number";

const number = (token: string): HouseNumber => {
  const parsed = parseHouseNumber(token);
  if (!parsed) throw new Error(`not a house number: ${token}`);
  return parsed;
};

describe("parseHouseNumber", () => {
  it.each([
    ["12", { start: 12, startSuffix: "", endSuffix: "" }],
    ["12A", { start: 12, startSuffix: "A", endSuffix: "" }],
    ["012", { start: 12, startSuffix: "", endSuffix: "" }],
    ["12-14", { start: 12, startSuffix: "", end: 14, endSuffix: "" }],
    ["14-12", { start: 12, startSuffix: "", end: 14, endSuffix: "" }],
    ["12A-12C", { start: 12, startSuffix: "A", end: 12, endSuffix: "C" }],
    ["12-12", { start: 12, startSuffix: "", endSuffix: "" }],
  ])("%j → %j", (input, expected) => {
    expect(parseHouseNumber(input)).toEqual(expected);
  });

  it.each(["", "A", "12AB", "ROAD", "2/3", "1ST"])("%j is not a house number", (input) => {
    expect(parseHouseNumber(input)).toBeNull();
    expect(isHouseNumberToken(input)).toBe(false);
  });
});

describe("formatHouseNumber", () => {
  it.each([
    ["12", "12"],
    ["012A", "12A"],
    ["14-12", "12-14"],
  ])("%j → %j", (input, expected) => {
    expect(formatHouseNumber(number(input))).toBe(expected);
  });
});

describe("compareHouseNumbers", () => {
  it.each([
    ["12", "12", "EXACT"],
    ["12A", "12A", "EXACT"],
    ["12A", "12", "MISMATCH"],
    ["12A", "12B", "MISMATCH"],
    ["2", "12", "MISMATCH"],
    ["12-14", "12-14", "EXACT"],
    ["12-14", "14-12", "EXACT"],
    ["12-14", "12", "WITHIN_RANGE"],
    ["13", "12-14", "WITHIN_RANGE"],
    ["12A", "12-14", "MISMATCH"],
    ["16", "12-14", "MISMATCH"],
    ["12-14", "14-16", "WITHIN_RANGE"],
    ["12-14", "16-18", "MISMATCH"],
  ])("%j vs %j → %j", (a, b, expected) => {
    expect(compareHouseNumbers(number(a), number(b))).toBe(expected);
  });
});
