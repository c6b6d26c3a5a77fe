import { describe, expect, it } from "vitest";
import { findPostcodeRegion, matchRegionName } from "./find-postcode-region";

describe("findPostcodeRegion", () => {
  it.each([
    ["NE3 3LJ", "North East"],
    ["M33 7XX", "North West"],
    ["SW1A 1AA", "London"],
    ["B15", "West Midlands"],
    ["CF10 1AA", "Wales"],
    ["EH1 1YZ", "Scotland"],
    ["BT1 1AA", "Northern Ireland"],
    ["GY1 1AA", null],
  ])("%s → %s", (postcode, region) => expect(findPostcodeRegion(postcode)).toBe(region));
});

describe("matchRegionName", () => {
  it.each([
    ["north east", "North East"],
    ["  LONDON ", "London"],
    ["Yorkshire and the Humber", "Yorkshire and The Humber"],
    ["Narnia", null],
  ])("%s → %s", (text, region) => expect(matchRegionName(text)).toBe(region));
});
