import { describe, expect, it } from "vitest";
import { describePropertyType, isCompatibleListingType, PROPERTY_TYPES, toPpdTypes, toPropertyType, type PropertyType } from "./property-types";

describe("toPpdTypes", () => {
  it.each<[PropertyType, string[]]>([
    ["house", ["D", "S", "T"]],
    ["flat", ["F"]],
    ["apartment", ["F"]],
    ["maisonette", ["F"]],
    ["bungalow", ["D", "S"]],
    ["terraced", ["T"]],
    ["detached", ["D"]],
    ["semi-detached", ["S"]],
  ])("%s → %j", (type, expected) => {
    expect(toPpdTypes(type)).toEqual(expected);
  });

  it("covers every form type", () => {
    for (const type of PROPERTY_TYPES) expect(toPpdTypes(type).length).toBeGreaterThan(0);
  });
});

describe("isCompatibleListingType", () => {
  it.each<[PropertyType, string | null, boolean]>([
    ["flat", "Flat", true],
    ["apartment", "maisonette", true],
    ["semi-detached", "Semi-Detached", true],
    ["semi-detached", "detached", false],
    ["house", "terraced", true],
    ["house", "flat", false],
    ["bungalow", "bungalow", true],
    ["detached", null, false],
  ])("%s vs %s → %s", (type, listing, expected) => {
    expect(isCompatibleListingType(type, listing)).toBe(expected);
  });
});

it("labels types for people", () => {
  expect(describePropertyType("semi-detached")).toBe("Semi-Detached");
});

describe("toPropertyType", () => {
  it("is the form's type whose Price Paid types are exactly that one", () => {
    for (const type of ["D", "S", "T", "F"] as const) expect(toPpdTypes(toPropertyType(type))).toEqual([type]);
  });
});
