import { describe, expect, it } from "vitest";
import { SIZE_ELASTICITY, SIZE_FACTOR_LIMITS, sizeAdjustmentFactor } from "./adjust-for-size";

describe("sizeAdjustmentFactor", () => {
  it.each<[string, number | null, number | null, number]>([
    ["unknown subject size", null, 900, 1],
    ["unknown comparable size", 900, null, 1],
    ["same size", 900, 900, 1],
    ["a larger subject is worth more, less than in proportion", 1000, 800, (1000 / 800) ** SIZE_ELASTICITY],
    ["a smaller subject is worth less", 800, 1000, (800 / 1000) ** SIZE_ELASTICITY],
    ["capped above", 3000, 600, SIZE_FACTOR_LIMITS.max],
    ["capped below", 400, 2000, SIZE_FACTOR_LIMITS.min],
    ["zero is unknown", 0, 900, 1],
  ])("%s", (_, subject, comparable, expected) => {
    expect(sizeAdjustmentFactor(subject, comparable)).toBeCloseTo(expected, 10);
  });
});
