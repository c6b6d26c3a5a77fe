import { describe, expect, it } from "vitest";
import { getRatingColour, UNRATED_COLOUR } from "./rating-colour";

const redOf = (hex: string) => parseInt(hex.slice(1, 3), 16);
const greenOf = (hex: string) => parseInt(hex.slice(3, 5), 16);

describe("getRatingColour", () => {
  it("runs from green at A to red at G: red rises and green falls from the middle on", () => {
    const colours = ["A", "B", "C", "D", "E", "F", "G"].map((r) => getRatingColour(r).background);
    expect(new Set(colours).size).toBe(7);
    expect(greenOf(colours[0]!)).toBeGreaterThan(redOf(colours[0]!));
    expect(redOf(colours[6]!)).toBeGreaterThan(greenOf(colours[6]!));
    const reds = colours.map(redOf);
    expect(reds.slice(0, 4)).toEqual([...reds.slice(0, 4)].sort((a, b) => a - b));
    const greens = colours.slice(3).map(greenOf);
    expect(greens).toEqual([...greens].sort((a, b) => b - a));
  });

  it.each([null, undefined, "", "H", "a", "INVALID!", "AB"])("%s is grey", (rating) => {
    expect(getRatingColour(rating)).toEqual(UNRATED_COLOUR);
  });
});
