import { describe, expect, it } from "vitest";
import { extractPostcode, getOutcode, getPostcodeSector, isValidOutcode, isValidPostcode, normalisePostcode } from "./postcode";

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

describe("extractPostcode", () => {
  it.each([
    ["27 BRADWELL ROAD NE3 3LJ", "NE3 3LJ"],
    ["flat 2 12a high st, gosforth, newcastle ne3 1aa", "NE3 1AA"],
    ["139 Cloverfield, West Allotment, NE270BU", "NE27 0BU"],
    ["11 Rogerson Terrace, NE5 5JS, United Kingdom", "NE5 5JS"],
    ["Unit B2 3 Mill Lane", null],
    ["27 Bradwell Road, Newcastle NE3", null],
    ["moved from NE1 1AA to NE3 3LJ", "NE3 3LJ"],
    ["", null],
  ])("%j → %j", (input, expected) => {
    expect(extractPostcode(input)).toBe(expected);
  });
});
