import "server-only";
import { milesToMetres } from "@/lib/property/units";
import type { Db } from "@/lib/db/client";
import { readCount, readNumber } from "@/lib/db/read-raw-values";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { Prisma } from "@/lib/generated/sqlite/client";
import { notFound } from "@/lib/errors/app-error";
import type { PostcodeQuery } from "./parse-postcode-query";
import { sqlPostcodeInScope, type PostcodeScope } from "./postcode-scope.server";
import { queryRows } from "@/lib/db/query-rows";
import { findPostcodePoint } from "./find-postcode-point.server";

export type PostcodeArea = {
  label: string;
  kind: PostcodeQuery["kind"];
  centre: LatLng | null;
  postcodeCount: number;
  /** The area's postcodes, for queries to join on. */
  scope: PostcodeScope;
};

const COVERAGE = "The bundled postcode directory covers the NE and M postcode areas (OS Code-Point Open, 2014).";

export async function countPostcodesInScope(db: Db, scope: PostcodeScope): Promise<number> {
  const rows = await queryRows<{ count: unknown }[]>(db, Prisma.sql`SELECT COUNT(*) AS "count" FROM "Postcode" AS "p" WHERE ${sqlPostcodeInScope(scope, "p")}`);
  return readCount(rows[0]?.count);
}

/** A PostcodeArea whose circle's postcodes are not counted yet (an outward code's or sector's are: one aggregate). */
export type LocatedPostcodeArea = Omit<PostcodeArea, "postcodeCount"> & { postcodeCount?: number };

/**
 * The postcodes a search covers: a full postcode and every postcode within the radius of
 * its centroid; an outward code or sector, all of its own postcodes (spec §5).
 */
export async function findPostcodeArea(db: Db, query: PostcodeQuery, radiusMiles: number): Promise<PostcodeArea> {
  const area = await locatePostcodeArea(db, query, radiusMiles);
  return { ...area, postcodeCount: area.postcodeCount ?? (await countPostcodesInScope(db, area.scope)) };
}

/**
 * findPostcodeArea without counting a circle's postcodes, which reads every postcode of the
 * circle's band of latitude (~10-16 ms for 10 miles at 1.7M postcodes): for a caller that
 * learns the count more cheaply (the search, from the sale summaries' units).
 */
export async function locatePostcodeArea(db: Db, query: PostcodeQuery, radiusMiles: number): Promise<LocatedPostcodeArea> {
  if (query.kind === "postcode") {
    const point = await findPostcodePoint(db, query.value);
    if (!point) throw notFound(`Postcode ${query.value} was not found. ${COVERAGE}`);
    const { latitude, longitude } = point;
    if (latitude === null || longitude === null) throw notFound(`Postcode ${query.value} has no recorded location, so there is no area to search around.`);
    const centre = { latitude, longitude };
    const scope: PostcodeScope = { kind: "circle", centre, radiusMetres: milesToMetres(radiusMiles) };
    return { label: query.value, kind: "postcode", centre, scope };
  }
  const column = Prisma.raw(query.kind === "outcode" ? `"outcode"` : `"sector"`);
  const [summary] = await queryRows<{ count: unknown; latitude: unknown; longitude: unknown }[]>(
    db,
    Prisma.sql`SELECT COUNT(*) AS "count", AVG("latitude") AS "latitude", AVG("longitude") AS "longitude" FROM "Postcode" WHERE ${column} = ${query.value}`,
  );
  const count = readCount(summary?.count);
  if (!count) throw notFound(`No postcodes were found in ${query.value}. ${COVERAGE}`);
  const latitude = readNumber(summary?.latitude);
  const longitude = readNumber(summary?.longitude);
  return {
    label: query.value,
    kind: query.kind,
    centre: latitude !== null && longitude !== null ? { latitude, longitude } : null,
    postcodeCount: count,
    scope: { kind: query.kind, value: query.value },
  };
}
