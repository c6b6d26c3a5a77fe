// Bounding boxes of GeoJSON geometries, so area queries can pre-filter on four indexed
// numbers before testing the polygon itself.

export type Position = readonly number[];
export type BBox = { minLat: number; minLng: number; maxLat: number; maxLng: number };

/** The bbox of every [longitude, latitude] position in `positions`; null when there are none. */
export function findPositionsBbox(positions: Iterable<Position>): BBox | null {
  let box: BBox | null = null;
  for (const position of positions) {
    const [lng, lat] = position;
    if (lng === undefined || lat === undefined) continue;
    if (!box) box = { minLat: lat, minLng: lng, maxLat: lat, maxLng: lng };
    else {
      box.minLat = Math.min(box.minLat, lat);
      box.minLng = Math.min(box.minLng, lng);
      box.maxLat = Math.max(box.maxLat, lat);
      box.maxLng = Math.max(box.maxLng, lng);
    }
  }
  return box;
}

/** True when every position is a plausible WGS84 longitude/latitude pair. */
export function isWgs84Position(position: Position): boolean {
  const [lng, lat] = position;
  return lng !== undefined && lat !== undefined && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
}
