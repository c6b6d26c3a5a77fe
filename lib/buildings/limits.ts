// Part 2 §9: height classes, list sizes, the slider's range and the coordinate search's
// fixed radius. The box and radius bounds are ours (decision 061): they keep one search to
// a neighbourhood, so the count and the tallest are answered from the lat/lng index.

/** Low-rise under 18 m, mid-rise 18 m to under 60 m, high-rise 60 m and above (§9). */
export const MID_RISE_FROM_METRES = 18;
export const HIGH_RISE_FROM_METRES = 60;

/** The coordinate search's radius (§9), and the area the UPRN analysis looks at. */
export const AREA_RADIUS_METRES = 200;
export const MAX_RADIUS_METRES = 1000;

/** A bounding box may be at most this wide and this tall. */
export const MAX_BOX_SIDE_METRES = 2000;

/** The minimum-height slider: 0 to 200, step 5 (§9). */
export const MAX_MIN_HEIGHT_METRES = 200;
export const MIN_HEIGHT_STEP_METRES = 5;

/** UPRN results list at most 10 buildings; coordinate and area results at most 20 (§9). */
export const UPRN_LIST_LIMIT = 10;
export const SEARCH_LIST_LIMIT = 20;

// Great Britain and Northern Ireland with their islands (Scilly to Shetland, Fermanagh to
// Lowestoft), in WGS84 degrees.
export const UK_BOUNDS = { minLat: 49.8, maxLat: 60.9, minLng: -8.7, maxLng: 1.8 } as const;
