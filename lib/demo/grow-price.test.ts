import { describe, expect, it } from "vitest";
import { growPrice } from "./grow-price";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("growPrice", () => {
  it("leaves a price alone when sold on the valuation date", () => {
    expect(growPrice(200_000, day("2022-05-01"), "north-east", day("2022-05-01"))).toBe(200_000);
  });

  it.each([
    ["north-east", "2022-03-01", 1.05, 1.2],
    ["north-west", "2019-06-01", 1.3, 1.5],
    ["midlands", "2008-01-01", 1.45, 1.7],
    ["north-east", "2008-01-01", 1.15, 1.35],
  ] as const)("grows a %s sale on %s by a plausible factor to Nov 2026", (region, soldOn, low, high) => {
    const factor = growPrice(100_000, day(soldOn), region, day("2026-11-01")) / 100_000;
    expect(factor).toBeGreaterThan(low);
    expect(factor).toBeLessThan(high);
  });

  it("keeps growing after the table ends and clamps before it starts", () => {
    expect(growPrice(100_000, day("2026-11-01"), "midlands", day("2030-01-01"))).toBeGreaterThan(100_000);
    expect(growPrice(100_000, day("1990-01-01"), "midlands", day("1994-01-01"))).toBe(100_000);
  });
});
