import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { METRES_PER_DEGREE, findCircleBounds } from "@/lib/geo/find-circle-bounds";
import { Prisma } from "@/lib/generated/sqlite/client";

// Neither SQLite (without its optional maths functions) nor plain SQL has trigonometry, so a
// circle is tested on the local flat projection: degrees of longitude scaled by the cosine
// of the centre's latitude. Within 10 miles of a British point it differs from the
// great-circle distance by well under 1%, and only for points at the very edge.

export type SqlPoint = { latitude: Prisma.Sql; longitude: Prisma.Sql };

/** The squared distance from the centre, in squared degrees of latitude, of a row's point. */
export function sqlSquaredDistance(point: SqlPoint, centre: LatLng): Prisma.Sql {
  const scale = Math.cos((centre.latitude * Math.PI) / 180);
  const dLat = Prisma.sql`(${point.latitude} - ${centre.latitude})`;
  const dLng = Prisma.sql`((${point.longitude} - ${centre.longitude}) * ${scale})`;
  return Prisma.sql`(${dLat} * ${dLat} + ${dLng} * ${dLng})`;
}

/** A Prisma `where` on `latitude`/`longitude` columns: the box around the circle (callers measure the distance after). */
export function whereWithinBox(centre: LatLng, radiusMetres: number) {
  const box = findCircleBounds(centre, radiusMetres);
  return { latitude: { gte: box.minLat, lte: box.maxLat }, longitude: { gte: box.minLng, lte: box.maxLng } };
}

/** A condition true for rows whose point lies within `radiusMetres` of the centre (the box first, for the index). */
export function sqlWithinCircle(point: SqlPoint, centre: LatLng, radiusMetres: number): Prisma.Sql {
  const box = findCircleBounds(centre, radiusMetres);
  const reach = radiusMetres / METRES_PER_DEGREE;
  return Prisma.sql`${point.latitude} BETWEEN ${box.minLat} AND ${box.maxLat} AND ${point.longitude} BETWEEN ${box.minLng} AND ${box.maxLng} AND ${sqlSquaredDistance(point, centre)} <= ${reach * reach}`;
}
