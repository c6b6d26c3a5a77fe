import "server-only";
import { providerOfDb, type Db } from "@/lib/db/client";
import { readCount, readDate, readJsonList } from "@/lib/db/read-raw-values";
import { sqlJsonArrayAgg, sqlJsonList } from "@/lib/db/sql-json-list";
import { sqlLimit } from "@/lib/db/sql-limit";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { SearchSortOrder } from "./search-input";
import { sqlWalkRange, type WalkRange } from "./walk-range.server";
import { queryRows } from "@/lib/db/query-rows";

/**
 * How many of an outward code's sales a walk reads at most, per row the page still needs
 * (docs/decisions/111, Plans): an outward code on a circle's edge, with few of its sales
 * inside, stops there instead of being read to its first sale.
 */
export const OUTCODE_WALK_ROWS = 4;

/**
 * What a walk by outward code found: the first `count` dates in the scope of all the outward
 * codes together (each outward code's first `count` were read; the page's bound is among the
 * first `count` of them all), in the order asked for, and where each outward code that
 * stopped at its budget before finding its `count` stopped (its sales past that point were
 * not read).
 */
export type OutcodeWalk = { values: Date[]; stoppedAt: Date[] };

/** A date as the same ISO text from either database (PostgreSQL's timestamp has no zone; it holds UTC). */
const sqlIsoDate = (db: Db, value: Prisma.Sql) => (providerOfDb(db) === "postgres" ? Prisma.sql`to_char(${value}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : value);

/**
 * From this many outward codes a walk first finds where its range can end (findWalkEnd).
 * Otherwise each of a 5- or 10-mile circle's 30-50 outward codes reads its first `count`
 * sales in the scope, ~2,300 postcodes checked where the page needs 51 sales.
 */
export const WALK_END_OUTCODES = 8;

/**
 * How many dates, as a multiple of `count`, findWalkEnd reads from all the outward codes
 * together. With 2, a third to a half of the spread shape's 5- and 10-mile circles found
 * fewer than `count` (outward codes on the edge find few) and so no end; with 4, none of 67.
 */
const WALK_END_SHARE = 4;

/**
 * Each outward code's first `count` sale dates within `range` whose postcode is in the scope
 * (`inScope`, a condition on "Sale"."postcode"), in the order asked for, read down Sale's
 * (outcode, date, …, postcode) index: at most OUTCODE_WALK_ROWS × count index entries per
 * outward code, each checked by its postcode from the index alone. One statement whatever
 * the number of outward codes (each a correlated subquery).
 *
 * With many outward codes the range is first closed at findWalkEnd's date (included). Each
 * outward code then reads the same index entries in the same order as without it, only
 * none past that date, and the first `count` of them all lie before it: the values are the
 * same, and so is every stop that is not past them (a stop past them never moves the page's
 * bound).
 */
export async function walkOutcodeDates(db: Db, outcodes: readonly string[], order: SearchSortOrder, range: WalkRange, count: number, inScope: Prisma.Sql): Promise<OutcodeWalk> {
  const end = outcodes.length >= WALK_END_OUTCODES ? await findWalkEnd(db, outcodes, order, range, count, inScope) : null;
  const walk = await readOutcodeDates(db, outcodes, order, end ? { ...range, to: { value: end, included: true } } : range, count, inScope, true);
  return { values: walk.found.slice(0, count).flatMap((value) => readDate(value) ?? []), stoppedAt: walk.stoppedAt };
}

/**
 * A date no nearer than the `count`-th of the dates the whole walk finds: the `count`-th
 * of each outward code's first few in the scope (WALK_END_SHARE × count between them at
 * most, each outward code read within its own budget of OUTCODE_WALK_ROWS per date). Those
 * few are among the dates the whole walk finds, so at least `count` of its dates come no
 * later than this one. Null when they are fewer than `count`.
 */
export async function findWalkEnd(db: Db, outcodes: readonly string[], order: SearchSortOrder, range: WalkRange, count: number, inScope: Prisma.Sql): Promise<Date | null> {
  const each = Math.ceil((WALK_END_SHARE * count) / outcodes.length);
  if (each >= count) return null;
  const { found } = await readOutcodeDates(db, outcodes, order, range, each, inScope, false);
  return found.length >= count ? readDate(found[count - 1]) : null;
}

/**
 * The dates walkOutcodeDates reads, as ISO text in the order asked for (every outward
 * code's first `count`), and, when `reach` is asked for, where each outward code that
 * stopped at its budget before finding its `count` stopped.
 */
export async function readOutcodeDates(db: Db, outcodes: readonly string[], order: SearchSortOrder, range: WalkRange, count: number, inScope: Prisma.Sql, reach: boolean): Promise<{ found: string[]; stoppedAt: Date[] }> {
  const direction = Prisma.raw(order === "desc" ? "DESC" : "ASC");
  const budget = OUTCODE_WALK_ROWS * count;
  const read = Prisma.sql`SELECT "postcode", "date" FROM "Sale" WHERE "Sale"."outcode" = "o"."value" AND ${sqlWalkRange(Prisma.raw(`"date"`), order, range)} ORDER BY "date" ${direction} ${sqlLimit(budget)}`;
  const postgres = providerOfDb(db) === "postgres";
  const pair = (a: Prisma.Sql, b: Prisma.Sql) => (postgres ? Prisma.sql`json_build_array(${a}, ${b})` : Prisma.sql`json_array(${a}, ${b})`);
  const last = Prisma.raw(order === "desc" ? "MIN" : "MAX");
  const reached = reach ? Prisma.sql`(SELECT ${pair(Prisma.sql`COUNT(*)`, sqlIsoDate(db, Prisma.sql`${last}("r"."date")`))} FROM (${read}) AS "r")` : Prisma.sql`NULL`;
  const rows = await queryRows<{ found: unknown; reach: unknown }[]>(db, Prisma.sql`
    SELECT
      (SELECT ${sqlJsonArrayAgg(db, sqlIsoDate(db, Prisma.raw(`"f"."value"`)))} FROM (SELECT "Sale"."date" AS "value" FROM (${read}) AS "Sale" WHERE ${inScope} ORDER BY "Sale"."date" ${direction} ${sqlLimit(count)}) AS "f") AS "found",
      ${reached} AS "reach"
    FROM (${sqlJsonList(db, outcodes)}) AS "o"`);
  // The dates come back as ISO text of one width, whose order is their order (SQLite keeps
  // dates so, and compares them so): sorted as text, only those the caller keeps are parsed
  // (without an end, a 10-mile circle's 30-50 outward codes find up to ~2,500).
  const found: string[] = [];
  const stoppedAt: Date[] = [];
  for (const row of rows) {
    const own = readJsonList(row.found).filter((value): value is string => typeof value === "string");
    found.push(...own);
    const [scanned, at] = readJsonList(row.reach);
    const stopped = readDate(at);
    if (own.length < count && readCount(scanned) >= budget && stopped) stoppedAt.push(stopped);
  }
  found.sort();
  if (order === "desc") found.reverse();
  return { found, stoppedAt };
}

/**
 * The sales of the outward codes within `range`, with their keys, as a subquery named "Sale"
 * (the page's rows once the walk found its bound): a range of Sale's (outcode, date, …)
 * index per outward code.
 */
export function sqlOutcodeWalkedSales(db: Db, outcodes: readonly string[], order: SearchSortOrder, range: WalkRange): Prisma.Sql {
  const fence = providerOfDb(db) === "postgres" ? Prisma.sql` OFFSET 0` : Prisma.empty;
  return Prisma.sql`(SELECT "transactionId", "postcode", "date" FROM "Sale" WHERE "outcode" IN (${sqlJsonList(db, outcodes)}) AND ${sqlWalkRange(Prisma.raw(`"date"`), order, range)}${fence}) AS "Sale"`;
}
