import type { Random } from "./seeded-random";

const METRES_PER_DEGREE_LATITUDE = 111_320;

/**
 * Moves a postcode centroid by up to `maxMetres` in a random direction, so the addresses of
 * one postcode do not stack on a single map marker. Rounded to 6 decimals (~0.1 m).
 */
export function offsetCoordinates(latitude: number, longitude: number, random: Random, maxMetres = 40): { latitude: number; longitude: number } {
  const distance = maxMetres * Math.sqrt(random.next()) * 0.98;
  const bearing = random.between(0, 2 * Math.PI);
  const dLat = (distance * Math.cos(bearing)) / METRES_PER_DEGREE_LATITUDE;
  const dLng = (distance * Math.sin(bearing)) / (METRES_PER_DEGREE_LATITUDE * Math.cos((latitude * Math.PI) / 180));
  return { latitude: round6(latitude + dLat), longitude: round6(longitude + dLng) };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Great-circle distance in metres (haversine); used by tests and the building offsets. */
export function distanceInMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}
