import "server-only";
import { sqlWithinCircle } from "@/lib/db/within-radius";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { Prisma } from "@/lib/generated/sqlite/client";

/**
 * The postcodes an area covers, as the database can select them: a whole outward code or
 * sector, or every postcode whose centroid lies within a circle. Queries join on it rather
 * than binding the postcodes one by one, so an area's size never reaches the databases'
 * limits on bound parameters (SQLite's Prisma limit is 999).
 */
export type PostcodeScope =
  | { kind: "outcode"; value: string }
  | { kind: "sector"; value: string }
  | { kind: "circle"; centre: LatLng; radiusMetres: number };

/** A condition on the "Postcode" table (aliased `alias`) true for the postcodes of the scope. */
export function sqlPostcodeInScope(scope: PostcodeScope, alias: string): Prisma.Sql {
  const column = (name: string) => Prisma.raw(`"${alias}"."${name}"`);
  if (scope.kind === "outcode") return Prisma.sql`${column("outcode")} = ${scope.value}`;
  if (scope.kind === "sector") return Prisma.sql`${column("sector")} = ${scope.value}`;
  return sqlWithinCircle({ latitude: column("latitude"), longitude: column("longitude") }, scope.centre, scope.radiusMetres);
}

/** `column IN (SELECT the scope's postcodes)`: `column` is a qualified postcode column, e.g. `"Sale"."postcode"`. */
export function sqlInScope(column: Prisma.Sql, scope: PostcodeScope): Prisma.Sql {
  return Prisma.sql`${column} IN (SELECT "scope"."postcode" FROM "Postcode" AS "scope" WHERE ${sqlPostcodeInScope(scope, "scope")})`;
}
