import type { Db } from "@/lib/db";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { notFound } from "@/lib/http/app-error";
import { METRES_PER_MILE, findPostcodeArea, type PostcodePoint } from "@/lib/postcode/find-postcode-area";
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { nameLocalAuthority } from "./local-authorities";
import { AREA_RADIUS_MILES, type AreaSummary, type AreaTarget } from "./schemas";

export type ResolvedArea = {
  summary: AreaSummary;
  centre: { latitude: number; longitude: number };
  /** The postcodes the market figures cover: within the radius of a postcode, or the whole outcode/sector. */
  postcodes: PostcodePoint[];
  outcode: string;
};

async function resolveUprn(db: Db, uprn: string) {
  const address = await db.address.findUnique({ where: { uprn }, select: { singleLine: true, postcode: true } });
  if (!address) throw notFound(`No property with UPRN ${uprn} was found.`);
  const query = address.postcode ? parsePostcodeQuery(address.postcode) : null;
  if (!query) throw notFound(`The property with UPRN ${uprn} has no postcode, so there is no area to analyse.`);
  return { query, resolvedFrom: address.singleLine };
}

async function findDistrictCode(db: Db, query: Exclude<AreaTarget, { kind: "uprn" }>): Promise<string | null> {
  if (query.kind === "postcode") {
    const row = await db.postcode.findUnique({ where: { postcode: query.value }, select: { districtCode: true } });
    return row?.districtCode ?? null;
  }
  // An outcode can straddle authorities: take the one most of its postcodes are in.
  const where = query.kind === "outcode" ? { outcode: query.value } : { sector: query.value };
  const groups = await db.postcode.groupBy({ by: ["districtCode"], where: { ...where, districtCode: { not: null } }, _count: { _all: true } });
  return groups.sort((a, b) => b._count._all - a._count._all)[0]?.districtCode ?? null;
}

/** The area a request names: its centre, its postcodes and its local authority. 404 when unknown. */
export async function resolveArea(db: Db, target: AreaTarget): Promise<ResolvedArea> {
  const { query, resolvedFrom } = target.kind === "uprn" ? await resolveUprn(db, target.value) : { query: target, resolvedFrom: null };
  const [area, districtCode] = await Promise.all([findPostcodeArea(db, query, AREA_RADIUS_MILES), findDistrictCode(db, query)]);
  if (!area.centre) throw notFound(`No postcode in ${query.value} has a recorded location, so there is no area to analyse.`);
  return {
    summary: {
      label: area.label,
      kind: area.kind,
      latitude: area.centre.latitude,
      longitude: area.centre.longitude,
      radiusMiles: query.kind === "postcode" ? AREA_RADIUS_MILES : null,
      postcodeCount: area.postcodes.length,
      districtCode,
      authority: nameLocalAuthority(districtCode),
      resolvedFrom,
    },
    centre: area.centre,
    postcodes: area.postcodes,
    outcode: query.value.split(" ")[0] ?? query.value,
  };
}

export type NearbyPostcode = { postcode: string; latitude: number; longitude: number; districtCode: string | null; distanceMetres: number };

/** Located postcodes within `radiusMetres` of a point, with their district. */
export async function findPostcodesNear(db: Db, centre: { latitude: number; longitude: number }, radiusMetres: number): Promise<NearbyPostcode[]> {
  const box = boundingBox(centre, radiusMetres);
  const rows = await db.postcode.findMany({
    where: { latitude: { gte: box.minLat, lte: box.maxLat }, longitude: { gte: box.minLng, lte: box.maxLng } },
    select: { postcode: true, latitude: true, longitude: true, districtCode: true },
  });
  const out: NearbyPostcode[] = [];
  for (const row of rows) {
    if (row.latitude === null || row.longitude === null) continue;
    const distanceMetres = measureDistanceMetres(centre, { latitude: row.latitude, longitude: row.longitude });
    if (distanceMetres <= radiusMetres) out.push({ postcode: row.postcode, latitude: row.latitude, longitude: row.longitude, districtCode: row.districtCode, distanceMetres });
  }
  return out;
}

/** A latitude/longitude box around a circle, for index-friendly pre-filtering. */
export function boundingBox(centre: { latitude: number; longitude: number }, radiusMetres: number) {
  const dLat = radiusMetres / 111_320;
  const dLng = radiusMetres / (111_320 * Math.cos((centre.latitude * Math.PI) / 180));
  return { minLat: centre.latitude - dLat, maxLat: centre.latitude + dLat, minLng: centre.longitude - dLng, maxLng: centre.longitude + dLng };
}

export const milesToMetres = (miles: number) => miles * METRES_PER_MILE;
