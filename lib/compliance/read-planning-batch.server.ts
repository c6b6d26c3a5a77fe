import "server-only";
import { isPointInGeometry, parsePolygonGeometry, type LatLngPoint } from "@/lib/area/point-in-polygon";
import type { Db } from "@/lib/db/client";
import { findCircleBounds } from "@/lib/geo/find-circle-bounds";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { LISTED_WITHIN_METRES } from "./list-certificates.server";

type Point = LatLngPoint & { uprn: string };
export type PlanningByUprn = Map<string, { conservationAreas: string[] | null; listedBuildingsNearby: string[] | null }>;

const inBox = (p: LatLngPoint, b: { minLat: number; maxLat: number; minLng: number; maxLng: number }) => p.latitude >= b.minLat && p.latitude <= b.maxLat && p.longitude >= b.minLng && p.longitude <= b.maxLng;

/**
 * Conservation areas and listed buildings within 50 m for a bounded chunk of points, in two
 * reads (one OR of small boxes each) rather than two per property. Beyond a layer's loaded
 * extent the answer is null, as the per-property check says "not covered".
 */
export async function readPlanningBatch(db: Db, points: readonly Point[]): Promise<PlanningByUprn> {
  const result: PlanningByUprn = new Map();
  if (!points.length) return result;
  const [areaExtent, listedExtent] = await Promise.all([
    db.planningConstraint.aggregate({ where: { dataset: "conservation-area" }, _min: { minLat: true, minLng: true }, _max: { maxLat: true, maxLng: true } }),
    db.listedBuilding.aggregate({ _min: { latitude: true, longitude: true }, _max: { latitude: true, longitude: true } }),
  ]);
  const areaBox = areaExtent._min.minLat == null || areaExtent._min.minLng == null || areaExtent._max.maxLat == null || areaExtent._max.maxLng == null ? null : { minLat: areaExtent._min.minLat, minLng: areaExtent._min.minLng, maxLat: areaExtent._max.maxLat, maxLng: areaExtent._max.maxLng };
  const listedBox = listedExtent._min.latitude == null || listedExtent._min.longitude == null || listedExtent._max.latitude == null || listedExtent._max.longitude == null ? null : { minLat: listedExtent._min.latitude, minLng: listedExtent._min.longitude, maxLat: listedExtent._max.latitude, maxLng: listedExtent._max.longitude };
  const areaPoints = areaBox ? points.filter((p) => inBox(p, areaBox)) : [];
  const reaches = points.map((p) => ({ p, reach: findCircleBounds(p, LISTED_WITHIN_METRES) }));
  const listedPoints = listedBox ? reaches.filter(({ reach }) => !(reach.maxLat < listedBox.minLat || reach.minLat > listedBox.maxLat || reach.maxLng < listedBox.minLng || reach.minLng > listedBox.maxLng)) : [];
  const [areas, listed] = await Promise.all([
    areaPoints.length
      ? db.planningConstraint.findMany({
          where: { dataset: "conservation-area", OR: areaPoints.map((p) => ({ minLat: { lte: p.latitude }, maxLat: { gte: p.latitude }, minLng: { lte: p.longitude }, maxLng: { gte: p.longitude } })) },
          select: { name: true, geometry: true, minLat: true, maxLat: true, minLng: true, maxLng: true },
        })
      : [],
    listedPoints.length
      ? db.listedBuilding.findMany({
          where: { OR: listedPoints.map(({ reach }) => ({ latitude: { gte: reach.minLat, lte: reach.maxLat }, longitude: { gte: reach.minLng, lte: reach.maxLng } })) },
          select: { name: true, grade: true, latitude: true, longitude: true },
        })
      : [],
  ]);
  const geometries = areas.map((a) => ({ ...a, parsed: parsePolygonGeometry(a.geometry) }));
  const areaCovered = new Set(areaPoints.map((p) => p.uprn));
  const listedCovered = new Set(listedPoints.map(({ p }) => p.uprn));
  for (const p of points) {
    const inside = areaCovered.has(p.uprn) ? geometries.filter((a) => inBox(p, a) && a.parsed !== null && isPointInGeometry(p, a.parsed)).map((a) => a.name) : null;
    const near = listedCovered.has(p.uprn) ? listed.filter((b) => measureDistanceMetres(p, b) <= LISTED_WITHIN_METRES).map((b) => `${b.name} (Grade ${b.grade})`) : null;
    result.set(p.uprn, { conservationAreas: inside, listedBuildingsNearby: near });
  }
  return result;
}
