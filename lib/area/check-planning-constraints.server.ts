import "server-only";
import type { Db } from "@/lib/db/client";
import { findCircleBounds } from "@/lib/geo/find-circle-bounds";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { isPointInGeometry, parsePolygonGeometry, type LatLngPoint } from "./point-in-polygon";
import { LISTED_BUILDING_RADIUS_METRES } from "./schemas";

type Dataset = "conservation-area" | "aonb";

const LABELS: Record<Dataset, string> = {
  "conservation-area": "conservation-area",
  aonb: "AONB (National Landscape)",
};

export type ConstraintCheck = {
  /** true inside, false outside, null when the loaded layer does not reach the point. */
  inside: boolean | null;
  areas: { name: string; reference: string; designationDate: string | null }[];
  note: string | null;
};

type Box = { minLat: number; minLng: number; maxLat: number; maxLng: number };
const contains = (box: Box, point: LatLngPoint) =>
  point.latitude >= box.minLat && point.latitude <= box.maxLat && point.longitude >= box.minLng && point.longitude <= box.maxLng;

/**
 * Whether the point lies inside any loaded boundary of a designation. The answer is yes
 * or no only within the extent of the loaded layer (the box around all its boundaries);
 * beyond it the bundled data cannot tell, so the answer is null with a note.
 */
export async function checkPlanningConstraint(db: Db, dataset: Dataset, point: LatLngPoint): Promise<ConstraintCheck> {
  const extent = await db.planningConstraint.aggregate({
    where: { dataset },
    _count: { _all: true },
    _min: { minLat: true, minLng: true },
    _max: { maxLat: true, maxLng: true },
  });
  const label = LABELS[dataset];
  const { minLat, minLng } = extent._min;
  const { maxLat, maxLng } = extent._max;
  if (!extent._count._all || minLat == null || minLng == null || maxLat == null || maxLng == null) {
    return { inside: null, areas: [], note: `Not covered by the bundled planning data: no ${label} boundaries are loaded.` };
  }
  if (!contains({ minLat, minLng, maxLat, maxLng }, point)) {
    return { inside: null, areas: [], note: `Not covered by the bundled planning data: the loaded ${label} boundaries do not reach this location.` };
  }
  const candidates = await db.planningConstraint.findMany({
    where: { dataset, minLat: { lte: point.latitude }, maxLat: { gte: point.latitude }, minLng: { lte: point.longitude }, maxLng: { gte: point.longitude } },
    select: { name: true, reference: true, geometry: true, designationDate: true, source: true, period: true },
  });
  const hits = candidates.filter((row) => {
    const geometry = parsePolygonGeometry(row.geometry);
    return geometry !== null && isPointInGeometry(point, geometry);
  });
  return {
    inside: hits.length > 0,
    areas: hits.map((row) => ({ name: row.name, reference: row.reference, designationDate: row.designationDate?.toISOString().slice(0, 10) ?? null })),
    note: null,
  };
}

export type NearbyListedBuilding = { listEntry: string; name: string; grade: string; distanceMetres: number; hyperlink: string | null };

/** Listed buildings within 250 m, nearest first; null (with a note) where no list is loaded for the location. */
export async function findListedBuildingsNear(db: Db, point: LatLngPoint): Promise<{ buildings: NearbyListedBuilding[] | null; note: string | null }> {
  const extent = await db.listedBuilding.aggregate({ _count: { _all: true }, _min: { latitude: true, longitude: true }, _max: { latitude: true, longitude: true } });
  const { latitude: minLat, longitude: minLng } = extent._min;
  const { latitude: maxLat, longitude: maxLng } = extent._max;
  if (!extent._count._all || minLat == null || minLng == null || maxLat == null || maxLng == null) {
    return { buildings: null, note: "Not covered by the bundled planning data: no listed buildings are loaded." };
  }
  // Allow the search radius beyond the outermost building: a point just outside still has neighbours inside.
  const reach = findCircleBounds({ latitude: point.latitude, longitude: point.longitude }, LISTED_BUILDING_RADIUS_METRES);
  if (reach.maxLat < minLat || reach.minLat > maxLat || reach.maxLng < minLng || reach.minLng > maxLng) {
    return { buildings: null, note: "Not covered by the bundled planning data: the loaded listed-building list does not reach this location." };
  }
  const rows = await db.listedBuilding.findMany({
    where: { latitude: { gte: reach.minLat, lte: reach.maxLat }, longitude: { gte: reach.minLng, lte: reach.maxLng } },
    select: { listEntry: true, name: true, grade: true, latitude: true, longitude: true, hyperlink: true },
  });
  const buildings = rows
    .map((row) => ({ listEntry: row.listEntry, name: row.name, grade: row.grade, hyperlink: row.hyperlink, distanceMetres: Math.round(measureDistanceMetres(point, row)) }))
    .filter((row) => row.distanceMetres <= LISTED_BUILDING_RADIUS_METRES)
    .sort((a, b) => a.distanceMetres - b.distanceMetres || a.name.localeCompare(b.name));
  return { buildings, note: null };
}
