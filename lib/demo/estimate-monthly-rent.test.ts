import { describe, expect, it } from "vitest";
import { estimateMonthlyRent, GROSS_YIELD_MAX, GROSS_YIELD_MIN } from "./estimate-monthly-rent";
import { createRandom } from "./seeded-random";

const types = ["flat", "maisonette", "terraced", "semi-detached", "bungalow", "detached", null];

describe("estimateMonthlyRent", () => {
  it("keeps the gross yield between 4.5% and 7.5% for every type, region and value", () => {
    for (const type of types) {
      for (const region of ["north-east", "north-west", "midlands"] as const) {
        for (const value of [35_000, 60_000, 99_000, 140_000, 220_000, 320_000, 450_000, 900_000, 2_500_000]) {
          const rent = estimateMonthlyRent(value, type, region, createRandom(`${type}:${region}:${value}`));
          expect((rent * 12) / value).toBeGreaterThanOrEqual(GROSS_YIELD_MIN);
          expect((rent * 12) / value).toBeLessThanOrEqual(GROSS_YIELD_MAX);
        }
      }
    }
  });

  it("yields more on a cheap northern flat than on an expensive detached house", () => {
    const flat = (estimateMonthlyRent(90_000, "flat", "north-east", createRandom("a")) * 12) / 90_000;
    const house = (estimateMonthlyRent(600_000, "detached", "midlands", createRandom("a")) * 12) / 600_000;
    expect(flat).toBeGreaterThan(house + 0.015);
  });
});
