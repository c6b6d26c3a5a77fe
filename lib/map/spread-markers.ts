/** Marker diameter on screen, in CSS pixels (the map's `size-4` dot). */
export const MARKER_SIZE_PX = 16;
// Vogel's spiral: point i sits at radius c·√(i + ½), turned by the golden angle. c = 11 keeps
// every two dots of one spiral at least 17 px apart (centre to centre) for any count.
const SPIRAL_SCALE_PX = 11;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
// Listings are drawn after sales so that where spirals of neighbouring points meet, the
// rarer listings stay on top (paint order is DOM order for markers).
const PAINT_ORDER: Record<string, number> = { sold: 0, for_sale: 1, to_let: 2 };

type Located = { id: string; status: string; latitude: number | null; longitude: number | null };
export type SpreadMarker<T> = { item: T; latitude: number; longitude: number; offset: [number, number] };

/** Pixel offset of the i-th of n markers that share one point: n = 1 stays on the point. */
export function spiralOffset(index: number, count: number): [number, number] {
  if (count <= 1) return [0, 0];
  const radius = SPIRAL_SCALE_PX * Math.sqrt(index + 0.5);
  const angle = index * GOLDEN_ANGLE;
  return [Math.round(radius * Math.cos(angle) * 10) / 10, Math.round(radius * Math.sin(angle) * 10) / 10];
}

/**
 * Listings and sales are placed at their postcode's centroid, so dozens can share one
 * point: each such group is spread on a small spiral in screen pixels (the same at every
 * zoom) so that every marker can be seen, clicked and focused. Unlocated items are left
 * out; sales come first and listings last, so listings paint on top.
 */
export function spreadMarkers<T extends Located>(items: readonly T[]): SpreadMarker<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    if (item.latitude === null || item.longitude === null) continue;
    const key = `${item.latitude.toFixed(6)},${item.longitude.toFixed(6)}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const placed: SpreadMarker<T>[] = [];
  for (const group of groups.values()) {
    // Listings take the inner turns of the spiral, nearest the true point.
    const ordered = [...group].sort((a, b) => paintRank(b) - paintRank(a) || a.id.localeCompare(b.id));
    ordered.forEach((item, index) => {
      placed.push({ item, latitude: item.latitude as number, longitude: item.longitude as number, offset: spiralOffset(index, ordered.length) });
    });
  }
  return placed.sort((a, b) => paintRank(a.item) - paintRank(b.item));
}

function paintRank(item: Located): number {
  return PAINT_ORDER[item.status] ?? 0;
}

/**
 * How far, in pixels, the spread markers reach beyond their points: added to the fit
 * padding so that a spiral at the edge of the results is not cut off by the map's edge.
 */
export function spreadReach(placed: readonly SpreadMarker<unknown>[]): number {
  if (!placed.length) return 0;
  let reach = 0;
  for (const { offset } of placed) reach = Math.max(reach, Math.hypot(offset[0], offset[1]));
  return Math.ceil(reach + MARKER_SIZE_PX / 2);
}
