import { HIGH_RISE_FROM_METRES, MID_RISE_FROM_METRES } from "./limits";

export type HeightClass = "low-rise" | "mid-rise" | "high-rise";

/** §9: under 18 m low-rise, 18 to under 60 m mid-rise, 60 m and above high-rise. */
export function classifyHeight(heightMetres: number): HeightClass {
  if (heightMetres >= HIGH_RISE_FROM_METRES) return "high-rise";
  if (heightMetres >= MID_RISE_FROM_METRES) return "mid-rise";
  return "low-rise";
}
