import type { Db } from "@/lib/db";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { notFound } from "@/lib/http/app-error";
import type { PostcodeQuery } from "./parse-postcode-query";

export const METRES_PER_MILE = 1609.344;

export type PostcodePoint = { postcode: string; latitude: number | null; longitude: number | null };
export type PostcodeArea = {
  label: string;
  kind: PostcodeQuery["kind"];
  centre: { latitude: number; longitude: number } | null;
  postcodes: PostcodePoint[];
};

const COVERAGE = "The bundled postcode directory covers the NE and M postcode areas (OS Code-Point Open, 2014).";

export async function findPostcodesWithin(db: Db, centre: { latitude: number; longitude: number }, radiusMetres: number): Promise<PostcodePoint[]> {
  const dLat = radiusMetres / 111_320;
  const dLng = radiusMetres / (111_320 * Math.cos((centre.latitude * Math.PI) / 180));
  const rows = await db.postcode.findMany({
    where: {
      latitude: { gte: centre.latitude - dLat, lte: centre.latitude + dLat },
      longitude: { gte: centre.longitude - dLng, lte: centre.longitude + dLng },
    },
    select: { postcode: true, latitude: true, longitude: true },
  });
  return rows.filter((row) => row.latitude !== null && row.longitude !== null && measureDistanceMetres(centre, { latitude: row.latitude, longitude: row.longitude }) <= radiusMetres);
}

function centreOf(points: PostcodePoint[]) {
  const located = points.filter((p): p is PostcodePoint & { latitude: number; longitude: number } => p.latitude !== null && p.longitude !== null);
  if (!located.length) return null;
  return {
    latitude: located.reduce((sum, p) => sum + p.latitude, 0) / located.length,
    longitude: located.reduce((sum, p) => sum + p.longitude, 0) / located.length,
  };
}

/**
 * The postcodes a search covers: a full postcode and every postcode within the radius of
 * its centroid; an outward code or sector, all of its own postcodes (spec §5).
 */
export async function findPostcodeArea(db: Db, query: PostcodeQuery, radiusMiles: number): Promise<PostcodeArea> {
  if (query.kind === "postcode") {
    const row = await db.postcode.findUnique({ where: { postcode: query.value }, select: { postcode: true, latitude: true, longitude: true } });
    if (!row) throw notFound(`Postcode ${query.value} was not found. ${COVERAGE}`);
    if (row.latitude === null || row.longitude === null) throw notFound(`Postcode ${query.value} has no recorded location, so there is no area to search around.`);
    const centre = { latitude: row.latitude, longitude: row.longitude };
    const postcodes = await findPostcodesWithin(db, centre, radiusMiles * METRES_PER_MILE);
    return { label: query.value, kind: "postcode", centre, postcodes };
  }
  const where = query.kind === "outcode" ? { outcode: query.value } : { sector: query.value };
  const postcodes = await db.postcode.findMany({ where, select: { postcode: true, latitude: true, longitude: true } });
  if (!postcodes.length) throw notFound(`No postcodes were found in ${query.value}. ${COVERAGE}`);
  return { label: query.value, kind: query.kind, centre: centreOf(postcodes), postcodes };
}
