import { describe, expect, it } from "vitest";
import { describePpdType, describePpdTypeInFull, isPpdType, isResidentialPpdType, isResidentialSale, PPD_TYPES, RESIDENTIAL_PPD_TYPES } from "./ppd-types";

describe("isResidentialPpdType", () => {
  it.each([["D", true], ["S", true], ["T", true], ["F", true], ["O", false], ["", false]])("%s → %s", (code, expected) => {
    expect(isResidentialPpdType(code)).toBe(expected);
  });
});

describe("isResidentialSale", () => {
  it.each([
    ["D", "A", true],
    ["F", "A", true],
    ["D", "B", false], // additional price paid: a repossession or a company transfer
    ["O", "A", false], // commercial premises or land
    ["O", "B", false],
  ])("type %s, category %s → %s", (propertyType, category, expected) => {
    expect(isResidentialSale({ propertyType, category })).toBe(expected);
  });
});

describe("isPpdType", () => {
  it.each([["D", true], ["O", true], ["X", false], ["d", false], ["toString", false], ["", false]])("%s → %s", (code, expected) => {
    expect(isPpdType(code)).toBe(expected);
  });
});

describe("describePpdType / describePpdTypeInFull", () => {
  it.each([
    ["D", "Detached", "Detached"],
    ["S", "Semi-Detached", "Semi-Detached"],
    ["T", "Terraced", "Terraced"],
    ["F", "Flat", "Flat/Maisonette"],
    ["O", "Other", "Other"],
    ["?", "Other", "Other"],
  ])("%s → %s, %s", (code, label, fullLabel) => {
    expect(describePpdType(code)).toBe(label);
    expect(describePpdTypeInFull(code)).toBe(fullLabel);
  });
});

it("lists the residential types as a prefix of all types", () => {
  expect(PPD_TYPES.slice(0, RESIDENTIAL_PPD_TYPES.length)).toEqual(RESIDENTIAL_PPD_TYPES);
});
