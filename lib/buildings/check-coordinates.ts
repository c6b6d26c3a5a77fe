import { UK_BOUNDS } from "./limits";

const EXAMPLE = "e.g. 51.5074,-0.1278";

const inLatRange = (value: number) => value >= UK_BOUNDS.minLat && value <= UK_BOUNDS.maxLat;
const inLngRange = (value: number) => value >= UK_BOUNDS.minLng && value <= UK_BOUNDS.maxLng;

/**
 * Why a point cannot be searched, in words a person can act on, or null when it lies in
 * the UK. Catches the two usual slips: longitude first, and a British National Grid
 * easting/northing where degrees were expected.
 */
export function checkCoordinates(latitude: number, longitude: number): string | null {
  if (inLatRange(latitude) && inLngRange(longitude)) return null;
  if (inLngRange(latitude) && inLatRange(longitude)) {
    return `Latitude and longitude look swapped: enter the latitude first, then the longitude (${EXAMPLE}).`;
  }
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    return `These look like British National Grid eastings and northings, not degrees: enter latitude and longitude in decimal degrees (${EXAMPLE}).`;
  }
  return `The point ${latitude},${longitude} is outside the UK: enter a latitude from ${UK_BOUNDS.minLat} to ${UK_BOUNDS.maxLat} and a longitude from ${UK_BOUNDS.minLng} to ${UK_BOUNDS.maxLng} (${EXAMPLE}).`;
}

/** A decimal number of degrees, or null: grid references ("TQ 30 80") and blanks are not. */
export function readDegrees(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
