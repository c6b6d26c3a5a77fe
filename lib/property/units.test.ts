import { describe, expect, it } from "vitest";
import { formatMiles, milesToMetres, squareMetresToFeet } from "./units";

describe("squareMetresToFeet", () => {
  it.each([
    [100, 1076],
    [9.29, 100],
    [0, 0],
    [null, null],
    [undefined, null],
  ])("%s m² → %s sq ft", (m2, sqft) => {
    expect(squareMetresToFeet(m2)).toBe(sqft);
  });
});

it("measures miles in international miles", () => {
  expect(milesToMetres(1)).toBe(1609.344);
  expect(milesToMetres(0.5)).toBe(804.672);
});

describe("formatMiles", () => {
  it.each([
    [0.5, "0.5 miles"],
    ["0.5", "0.5 miles"],
    [1, "1 mile"],
    ["1", "1 mile"],
    [2, "2 miles"],
    [10, "10 miles"],
  ])("%s → %s", (miles, text) => {
    expect(formatMiles(miles)).toBe(text);
  });
});
