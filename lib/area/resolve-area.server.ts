import "server-only";
import type { Db } from "@/lib/db/client";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { sqlWithinCircle } from "@/lib/db/within-radius";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { Prisma } from "@/lib/generated/sqlite/client";
import { notFound } from "@/lib/errors/app-error";
import { findPostcodeArea } from "@/lib/postcode/find-postcode-area.server";
import { getQueryOutcode, parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import type { PostcodeScope } from "@/lib/postcode/postcode-scope.server";
import { nameLocalAuthority } from "./local-authorities";
import { AREA_RADIUS_MILES, type AreaSummary, type AreaTarget } from "./schemas";
import { queryRows } from "@/lib/db/query-rows";

export type ResolvedArea = {
  summary: AreaSummary;
  centre: LatLng;
  /** The postcodes the market figures cover: within the radius of a postcode, or the whole outcode/sector. */
  scope: PostcodeScope;
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
      postcodeCount: area.postcodeCount,
      districtCode,
      authority: nameLocalAuthority(districtCode),
      resolvedFrom,
    },
    centre: area.centre,
    scope: area.scope,
    outcode: getQueryOutcode(query),
  };
}

/** How many located postcodes of each local authority district lie in a circle. */
export type NearbyPostcodes = { districtCode: string | null; count: number }[];

/** Located postcodes within `radiusMetres` of a point, counted by district in the database. */
export async function countPostcodesNear(db: Db, centre: LatLng, radiusMetres: number): Promise<NearbyPostcodes> {
  const point = { latitude: Prisma.raw('"latitude"'), longitude: Prisma.raw('"longitude"') };
  const rows = await queryRows<{ districtCode: unknown; count: unknown }[]>(db,
    Prisma.sql`SELECT "districtCode", COUNT(*) AS "count" FROM "Postcode" WHERE ${sqlWithinCircle(point, centre, radiusMetres)} GROUP BY "districtCode"`,
  );
  return rows.map((row) => ({ districtCode: readText(row.districtCode), count: readCount(row.count) }));
}

export const sumCounts = (counts: NearbyPostcodes) => counts.reduce((sum, c) => sum + c.count, 0);

