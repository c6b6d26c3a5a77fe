import type { LatLng } from "./convert-bng-to-wgs84";

const EARTH_RADIUS_METRES = 6_371_008.8; // IUGG mean radius

/** Great-circle (haversine) distance in metres between two WGS84 points. */
export function measureDistanceMetres(a: LatLng, b: LatLng): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}
