import type { Random } from "./seeded-random";
import type { PropertyProfile } from "./demo-types";

// Reinstatement rates in £ per m² of floor area, in the range of the BCIS house rebuilding
// cost guide for northern England; flats carry a share of the common parts.
const RATE_PER_M2: Record<string, readonly [number, number]> = {
  House: [1_700, 2_150],
  Bungalow: [1_950, 2_450],
  Flat: [2_250, 2_900],
  Maisonette: [2_250, 2_900],
  other: [1_400, 2_000],
};
// Professional fees and demolition/site clearance on top of the build cost.
const FEES = 0.15;

/** Reinstatement (rebuild) cost in integer pounds, to the nearest £1,000. */
export function estimateRebuildCost(profile: PropertyProfile, random: Random): number {
  const [low, high] = RATE_PER_M2[profile.epcPropertyType ?? "other"] ?? [1_400, 2_000];
  return Math.round((profile.floorAreaM2 * random.between(low, high) * (1 + FEES)) / 1_000) * 1_000;
}
