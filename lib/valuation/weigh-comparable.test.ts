import { describe, expect, it } from "vitest";
import { weighComparable, WEIGHTS, type WeightFactors } from "./weigh-comparable";

const base: WeightFactors = { distanceMetres: 0, ageMonths: 0, sameStreet: false, houseNumberGap: null, category: "A", sameTenure: null };

describe("weighComparable", () => {
  it.each<[string, Partial<WeightFactors>, number]>([
    ["next door, today", {}, 1],
    ["half at the distance scale", { distanceMetres: WEIGHTS.distanceScaleMetres }, 0.5],
    ["half at the half-life", { ageMonths: WEIGHTS.halfLifeMonths }, 0.5],
    ["a quarter at both", { distanceMetres: WEIGHTS.distanceScaleMetres, ageMonths: WEIGHTS.halfLifeMonths }, 0.25],
    ["same street", { sameStreet: true }, WEIGHTS.sameStreet],
    ["same street, next house number", { sameStreet: true, houseNumberGap: 0 }, WEIGHTS.sameStreet * (1 + WEIGHTS.neighbourBonus)],
    ["category B counts less", { category: "B" }, WEIGHTS.categoryB],
    ["the other tenure counts less", { sameTenure: false }, WEIGHTS.otherTenure],
    ["the same tenure, or the subject's unknown, counts fully", { sameTenure: true }, 1],
    ["future dates count as today", { ageMonths: -3 }, 1],
  ])("%s", (_, factors, expected) => {
    expect(weighComparable({ ...base, ...factors })).toBeCloseTo(expected, 10);
  });

  it("falls with distance, age and house-number gap", () => {
    expect(weighComparable({ ...base, distanceMetres: 100 })).toBeGreaterThan(weighComparable({ ...base, distanceMetres: 1000 }));
    expect(weighComparable({ ...base, ageMonths: 1 })).toBeGreaterThan(weighComparable({ ...base, ageMonths: 12 }));
    expect(weighComparable({ ...base, sameStreet: true, houseNumberGap: 2 })).toBeGreaterThan(weighComparable({ ...base, sameStreet: true, houseNumberGap: 40 }));
  });
});
