import { describe, expect, it } from "vitest";
import { formatPlaceName } from "./format-place-name";

describe("formatPlaceName", () => {
  it.each([
    ["NEWCASTLE UPON TYNE", "Newcastle upon Tyne"],
    ["ASHTON-UNDER-LYNE", "Ashton-under-Lyne"],
    ["STOCKTON-ON-TEES", "Stockton-on-Tees"],
    ["TYNE AND WEAR", "Tyne and Wear"],
    ["THE WEST RIG", "The West Rig"],
    ["ST JOHN'S ROAD", "St John's Road"],
    ["O'BRIEN COURT", "O'Brien Court"],
    ["MCDONALD AVENUE", "McDonald Avenue"],
    ["46A", "46A"],
    ["FLAT 2B", "Flat 2B"],
    ["BRADY & MARTIN COURT", "Brady & Martin Court"],
    ["  leading   spaces ", "Leading Spaces"],
  ])("%j → %j", (input, expected) => {
    expect(formatPlaceName(input)).toBe(expected);
  });
});
