// Urban / suburban / rural from postcode density: postcodes whose centroid lies within
// 1 km of the point. Calibrated on the bundled Code-Point Open NE and M areas
// (docs/decisions/023-crime-rate-population.md): city centres have 700-850 postcodes
// within 1 km, inner suburbs 250-400, outer suburbs and small towns 100-250, villages and
// open country fewer than 75. This is not the ONS Rural-Urban Classification.
export const AREA_TYPE_RADIUS_METRES = 1000;
export const AREA_TYPE_THRESHOLDS = { urban: 300, suburban: 75 } as const;

export type AreaType = "urban" | "suburban" | "rural";

export function classifyAreaType(postcodesWithinRadius: number): AreaType {
  if (postcodesWithinRadius >= AREA_TYPE_THRESHOLDS.urban) return "urban";
  if (postcodesWithinRadius >= AREA_TYPE_THRESHOLDS.suburban) return "suburban";
  return "rural";
}
