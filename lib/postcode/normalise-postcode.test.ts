import { describe, expect, it } from "vitest";
import { getOutcode, getPostcodeArea, getPostcodeSector, isValidOutcode, isValidPostcode, normalisePostcode, splitPostcode } from "./normalise-postcode";

describe("normalisePostcode", () => {
  it.each([
    ["NE3 3LJ", "NE3 3LJ"],
    ["ne33lj", "NE3 3LJ"],
    ["  ne3   3lj ", "NE3 3LJ"],
    ["NE27 0BU", "NE27 0BU"],
    ["ne270bu", "NE27 0BU"],
    ["SW1A 1AA", "SW1A 1AA"],
    ["w1a0ax", "W1A 0AX"],
    ["EC1A-1BB", "EC1A 1BB"],
    ["GIR 0AA", "GIR 0AA"],
    ["NE3", null],
    ["NE3 3LJX", null],
    ["NE3 3CI", null],
    ["QE3 3LJ", null],
    ["12345", null],
    ["", null],
  ])("%j → %j", (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });
});

describe("isValidPostcode / isValidOutcode", () => {
  it.each([
    ["NE5 5JS", true],
    ["ne55js", true],
    ["NE5", false],
    ["NE5 5J", false],
  ])("postcode %j → %j", (input, expected) => {
    expect(isValidPostcode(input)).toBe(expected);
  });

  it.each([
    ["NE3", true],
    ["ne27", true],
    ["SW1A", true],
    ["NE3 3LJ", false],
    ["ROAD", false],
    ["12", false],
  ])("outcode %j → %j", (input, expected) => {
    expect(isValidOutcode(input)).toBe(expected);
  });
});

describe("getOutcode / getPostcodeSector", () => {
  it.each([
    ["NE3 3LJ", "NE3", "NE3 3"],
    ["ne270bu", "NE27", "NE27 0"],
    ["NE3", "NE3", null],
    ["nonsense", null, null],
  ])("%j → outcode %j, sector %j", (input, outcode, sector) => {
    expect(getOutcode(input)).toBe(outcode);
    expect(getPostcodeSector(input)).toBe(sector);
  });
});

describe("getPostcodeArea", () => {
  it.each([
    ["NE1 1AD", "NE"],
    ["m145xx", "M"],
    ["NE3", "NE"],
    ["M20", "M"],
    ["EC1A", "EC"],
    ["wn7", "WN"],
    ["nonsense", null],
  ])("%j → %j", (input, expected) => {
    expect(getPostcodeArea(input)).toBe(expected);
  });
});

describe("splitPostcode", () => {
  it.each([
    ["ne11ad", { postcode: "NE1 1AD", outcode: "NE1", sector: "NE1 1" }],
    ["NE1  1AD", { postcode: "NE1 1AD", outcode: "NE1", sector: "NE1 1" }],
    ["m11ad", { postcode: "M1 1AD", outcode: "M1", sector: "M1 1" }],
    ["SE1P 5ZZ", { postcode: "SE1P 5ZZ", outcode: "SE1P", sector: "SE1P 5" }],
    ["M14 5XX", { postcode: "M14 5XX", outcode: "M14", sector: "M14 5" }],
    ["NE5 5J", null],
    ["postcode", null],
    ["NE1", null],
  ])("%j → %j", (input, expected) => {
    expect(splitPostcode(input)).toEqual(expected);
  });
});
