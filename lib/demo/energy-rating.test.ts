import { describe, expect, it } from "vitest";
import { getEnergyBand, getRatingForEfficiency } from "./energy-rating";

describe("ratingForEfficiency", () => {
  it.each([
    [100, "A"], [92, "A"], [91, "B"], [81, "B"], [80, "C"], [69, "C"], [68, "D"], [55, "D"],
    [54, "E"], [39, "E"], [38, "F"], [21, "F"], [20, "G"], [1, "G"],
  ] as const)("%i points is %s", (points, rating) => {
    expect(getRatingForEfficiency(points)).toBe(rating);
    const band = getEnergyBand(rating);
    expect(points).toBeGreaterThanOrEqual(band.min);
    expect(points).toBeLessThanOrEqual(band.max);
  });
});
