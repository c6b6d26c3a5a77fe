import type { Random } from "./seeded-random";
import type { Region } from "./demo-types";

// Gross yields seen on residential lets: flats and cheap northern terraces yield most,
// large detached homes least.
export const GROSS_YIELD_MIN = 0.045;
export const GROSS_YIELD_MAX = 0.075;

const BASE_YIELD: Record<string, number> = {
  flat: 0.063,
  maisonette: 0.06,
  terraced: 0.058,
  "semi-detached": 0.052,
  bungalow: 0.05,
  detached: 0.048,
};

const REGION_PREMIUM: Record<Region, number> = { "north-east": 0.003, "north-west": 0.002, midlands: 0 };

// Rents rise more slowly than prices, so yields fall as value rises.
function adjustYieldForValue(marketValue: number): number {
  if (marketValue < 100_000) return 0.008;
  if (marketValue < 150_000) return 0.004;
  if (marketValue < 250_000) return 0;
  if (marketValue < 350_000) return -0.005;
  if (marketValue < 500_000) return -0.009;
  return -0.012;
}

/** Monthly rent in integer pounds (to the nearest £5) for a home worth `marketValue`. */
export function estimateMonthlyRent(marketValue: number, listingType: string | null, region: Region, random: Random): number {
  const base = BASE_YIELD[listingType ?? ""] ?? 0.055;
  const grossYield = base + REGION_PREMIUM[region] + adjustYieldForValue(marketValue) + random.between(-0.004, 0.004);
  const clamped = Math.min(GROSS_YIELD_MAX, Math.max(GROSS_YIELD_MIN, grossYield));
  const rounded = Math.round((marketValue * clamped) / 12 / 5) * 5;
  // Rounding to £5 must not push a cheap home's yield outside the range.
  const lowest = Math.ceil((marketValue * GROSS_YIELD_MIN) / 12);
  const highest = Math.floor((marketValue * GROSS_YIELD_MAX) / 12);
  return Math.min(highest, Math.max(lowest, rounded));
}
