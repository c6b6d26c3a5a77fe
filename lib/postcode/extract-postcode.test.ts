import { describe, expect, it } from "vitest";
import { extractPostcode } from "./extract-postcode";

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
