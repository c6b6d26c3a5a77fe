import { describe, expect, it } from "vitest";
import { milesToMetres, squareMetresToFeet } from "./units";

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
