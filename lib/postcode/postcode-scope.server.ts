import "server-only";
import type { Provider } from "@/lib/db/database-url";
import { sqlInJsonListIn } from "@/lib/db/sql-json-list";
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
  | { kind: "circle"; centre: LatLng; radiusMetres: number; sectors?: CircleSectors };

/**
 * The sectors whose postcodes can lie in a circle (those whose box of centroids meets the
 * circle's box, from the kept SectorBounds of a current summary build), in the dialect of the
 * database they came from: sqlInScope then lists the circle's postcodes through Postcode's
 * sector index, a few hundred rows, not the whole country's band of latitude (35k index
 * entries at 1 mile and 1.7M postcodes, 140k at 5 miles: 2-13 ms each time a statement lists
 * them).
 */
export type CircleSectors = { provider: Provider; names: readonly string[] };

/** A condition on the "Postcode" table (aliased `alias`) true for the postcodes of the scope. */
export function sqlPostcodeInScope(scope: PostcodeScope, alias: string): Prisma.Sql {
  const column = (name: string) => Prisma.raw(`"${alias}"."${name}"`);
  if (scope.kind === "outcode") return Prisma.sql`${column("outcode")} = ${scope.value}`;
  if (scope.kind === "sector") return Prisma.sql`${column("sector")} = ${scope.value}`;
  return sqlWithinCircle({ latitude: column("latitude"), longitude: column("longitude") }, scope.centre, scope.radiusMetres);
}

/** `column IN (SELECT the scope's postcodes)`: `column` is a qualified postcode column, e.g. `"Sale"."postcode"`. */
export function sqlInScope(column: Prisma.Sql, scope: PostcodeScope): Prisma.Sql {
  // A circle's sectors narrow the listing only: a row's own postcode is checked by its key
  // (sqlPostcodeInScope), where a sector list made SQLite seek by sector instead.
  const sectors = scope.kind === "circle" && scope.sectors ? Prisma.sql`${sqlInJsonListIn(scope.sectors.provider, Prisma.raw(`"scope"."sector"`), scope.sectors.names)} AND ` : Prisma.empty;
  return Prisma.sql`${column} IN (SELECT "scope"."postcode" FROM "Postcode" AS "scope" WHERE ${sectors}${sqlPostcodeInScope(scope, "scope")})`;
}
