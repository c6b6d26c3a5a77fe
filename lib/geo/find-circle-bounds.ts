import type { LatLng } from "./convert-bng-to-wgs84";
import type { BBox } from "./find-geometry-bbox";

// Metres in one degree of latitude (and of longitude at the equator) on the sphere that
// measureDistanceMetres uses (IUGG mean radius 6,371,008.8 m).
export const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

/** The latitude/longitude box around a circle, for index-friendly pre-filtering. */
export function findCircleBounds(centre: LatLng, radiusMetres: number): BBox {
  const dLat = radiusMetres / METRES_PER_DEGREE;
  const dLng = radiusMetres / (METRES_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180));
  return { minLat: centre.latitude - dLat, maxLat: centre.latitude + dLat, minLng: centre.longitude - dLng, maxLng: centre.longitude + dLng };
}
