import { z } from "zod";

// GeoJSON positions are [longitude, latitude]; a polygon is an outer ring followed by
// its holes (RFC 7946 §3.1.6).
const position = z.tuple([z.number(), z.number()]).rest(z.number());
const ring = z.array(position);
const polygonCoordinates = z.array(ring).min(1);

export const polygonGeometrySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("Polygon"), coordinates: polygonCoordinates }),
  z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(polygonCoordinates) }),
]);
export type PolygonGeometry = z.infer<typeof polygonGeometrySchema>;
type Ring = z.infer<typeof ring>;

export type LatLngPoint = { latitude: number; longitude: number };

/**
 * Ray casting (even-odd rule): a horizontal ray from the point crosses the ring's edges
 * an odd number of times when the point is inside. Points exactly on an edge may fall
 * either way, which is good enough for a postcode centroid against a boundary
 * digitised to a few metres.
 */
export function isPointInRing(point: LatLngPoint, points: Ring): boolean {
  const x = point.longitude;
  const y = point.latitude;
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as [number, number];
    const [xj, yj] = points[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function isPointInPolygonRings(point: LatLngPoint, rings: Ring[]): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !isPointInRing(point, outer)) return false;
  return !holes.some((hole) => isPointInRing(point, hole));
}

/** True when the point lies inside a Polygon or any part of a MultiPolygon, outside their holes. */
export function isPointInGeometry(point: LatLngPoint, geometry: PolygonGeometry): boolean {
  if (geometry.type === "Polygon") return isPointInPolygonRings(point, geometry.coordinates);
  return geometry.coordinates.some((polygon) => isPointInPolygonRings(point, polygon));
}

/** Parses stored GeoJSON text; null when it is not a polygon geometry. */
export function parsePolygonGeometry(text: string): PolygonGeometry | null {
  try {
    const parsed = polygonGeometrySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
