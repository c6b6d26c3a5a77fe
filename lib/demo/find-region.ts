import { getPostcodeArea } from "@/lib/postcode/normalise-postcode";
import type { Region } from "./demo-types";

// Postcode areas by English region, for the areas the bundled samples cover; anything else
// falls back to the Midlands index, the middle of the three.
const NORTH_EAST_AREAS = new Set(["NE", "DH", "SR", "TS", "DL"]);
const NORTH_WEST_AREAS = new Set(["M", "WN", "BL", "OL", "SK", "WA", "BB", "PR", "L", "CH", "CW", "LA", "FY", "CA"]);

export function findRegion(postcode: string): Region {
  const area = getPostcodeArea(postcode) ?? "";
  if (NORTH_EAST_AREAS.has(area)) return "north-east";
  if (NORTH_WEST_AREAS.has(area)) return "north-west";
  return "midlands";
}

// City-centre outcodes where tall blocks stand, so every height class has examples.
const CITY_CENTRE_OUTCODES = new Set(["NE1", "M1", "M2", "M3", "M4"]);

export function isCityCentre(outcode: string): boolean {
  return CITY_CENTRE_OUTCODES.has(outcode);
}
