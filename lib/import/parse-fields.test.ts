import { describe, expect, it } from "vitest";
import { indexHeader, parseDayFirstDate, parseDecimal, parseInteger, parseIsoDate, readText } from "./parse-fields";
import { isSameValue } from "./is-same-value";

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

describe("field parsers", () => {
  it.each([
    ["2022-01-04 00:00", utc(2022, 1, 4)],
    ["2022-01-04", utc(2022, 1, 4)],
    ["1986-11-17T00:00:00Z", utc(1986, 11, 17)],
    ["2022-02-30", null],
    ["04/01/2022", null],
    ["", null],
  ])("parseIsoDate(%j)", (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });

  it.each([
    ["23-06-2005", utc(2005, 6, 23)],
    ["3/6/2005", utc(2005, 6, 3)],
    ["2005-06-23", utc(2005, 6, 23)],
    ["31-02-2019", null],
  ])("parseDayFirstDate(%j)", (text, expected) => {
    expect(parseDayFirstDate(text)).toEqual(expected);
  });

  it.each([
    ["153500", 153500],
    [" 42 ", 42],
    ["1.5", null],
    ["£1,000", null],
    ["", null],
  ])("parseInteger(%j) → %s", (text, expected) => {
    expect(parseInteger(text)).toBe(expected);
  });

  it.each([
    ["55.009939", 55.009939],
    ["-1.674504", -1.674504],
    ["1e3", 1000],
    ["-1.67784O", null],
    ["", null],
  ])("parseDecimal(%j) → %s", (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });

  it("readText trims and turns blank into null", () => {
    expect(readText("  x ")).toBe("x");
    expect(readText("   ")).toBeNull();
    expect(readText(undefined)).toBeNull();
  });

  it("indexHeader ignores case, spaces, dashes and underscores", () => {
    const at = indexHeader(["LMK_KEY", "Proprietor (1) Address (1)", "lodgement-date"]);
    expect([at("lmk-key"), at("Proprietor (1) Address (1)"), at("LODGEMENT_DATE"), at("nope")]).toEqual([0, 1, 2, -1]);
  });
});

describe("isSameValue", () => {
  it.each([
    [utc(2022, 1, 4), utc(2022, 1, 4), true],
    [utc(2022, 1, 4), "2022-01-04T00:00:00.000+00:00", true],
    [utc(2022, 1, 4), utc(2022, 1, 5), false],
    [true, 1, true],
    [false, true, false],
    [12, 12n, true],
    [55.009939, 55.009939, true],
    [null, undefined, true],
    [null, "x", false],
    ["a", "a", true],
  ] as const)("%s vs %s → %s", (next, stored, expected) => {
    expect(isSameValue(next, stored)).toBe(expected);
  });
});
