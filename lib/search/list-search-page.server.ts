import "server-only";
import { providerOfDb, type Db } from "@/lib/db/client";
import { readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlLimit } from "@/lib/db/sql-limit";
import { Prisma } from "@/lib/generated/sqlite/client";
import { SQFT_PER_SQM } from "@/lib/property/units";
import type { SearchSortKey, SearchSortOrder } from "./search-input";
import type { SearchPosition, SegmentValueKind } from "./search-cursor.server";

/**
 * One stretch of the order: listings' and sales' rows together, sorted by one value, then
 * by key ("L" + a listing's id or "S" + a sale's transactionId). `values`, when given,
 * reads the same rows' values alone, from indexes that hold them.
 */
type Segment = { kind: SegmentValueKind; rows: Prisma.Sql; values?: Prisma.Sql };
export type PageRow = { table: "Listing" | "Sale"; key: string; position: SearchPosition };

/**
 * A sale's floor area in square feet: its home's latest Energy Performance Certificate
 * (the one the card shows, list-shown-transactions). Read per sale, so a size sort reads
 * every match's certificate.
 */
const sqlSaleFloorArea = Prisma.sql`((SELECT "e"."totalFloorArea" FROM "EpcCertificate" AS "e" WHERE "e"."uprn" = "Sale"."uprn" ORDER BY "e"."lodgementDate" DESC NULLS LAST, "e"."lmkKey" LIMIT 1) * ${SQFT_PER_SQM})`;

const TRUE = Prisma.sql`1 = 1`;

/**
 * The order of a search's rows as segments, read in turn (docs/decisions/111). Listings and
 * sales share each segment, so they interleave exactly as the figure says:
 * - date: every row by its date (a listing's listing date, a sale's date);
 * - price: asking prices and sale prices, then monthly rents (another measure, which the
 *   screen has always kept apart);
 * - size: rows with a floor area (a listing's own, a sale's home's certificate), then those
 *   without (by key).
 * Within a segment rows go by the value in the direction asked for, ties by key ascending.
 */
export function listSearchSegments(sort: SearchSortKey, where: { listings: Prisma.Sql; sales: Prisma.Sql }): Segment[] {
  const listings = (value: Prisma.Sql, condition: Prisma.Sql = TRUE) => Prisma.sql`SELECT 'L' || "id" AS "key", ${value} AS "value" FROM "Listing" WHERE ${where.listings} AND ${condition}`;
  const sales = (value: Prisma.Sql) => Prisma.sql`SELECT 'S' || "transactionId" AS "key", ${value} AS "value" FROM "Sale" WHERE ${where.sales}`;
  const listingValues = (value: Prisma.Sql, condition: Prisma.Sql = TRUE) => Prisma.sql`SELECT ${value} AS "value" FROM "Listing" WHERE ${where.listings} AND ${condition}`;
  // Date and price are in the Sale index (postcode, date, propertyType, category, price).
  const saleValues = (value: Prisma.Sql) => Prisma.sql`SELECT ${value} AS "value" FROM "Sale" WHERE ${where.sales}`;
  const both = (a: Prisma.Sql, b: Prisma.Sql) => Prisma.sql`${a} UNION ALL ${b}`;
  const [date, listingDate, price] = [Prisma.raw('"date"'), Prisma.raw('"listingDate"'), Prisma.raw('"price"')];
  const capital = Prisma.sql`"status" <> 'to_let'`;
  const rent = Prisma.sql`"status" = 'to_let'`;
  if (sort === "date") return [{ kind: "date", rows: both(listings(listingDate), sales(date)), values: both(listingValues(listingDate), saleValues(date)) }];
  if (sort === "price") {
    return [
      { kind: "number", rows: both(listings(price, capital), sales(price)), values: both(listingValues(price, capital), saleValues(price)) },
      { kind: "number", rows: listings(price, rent), values: listingValues(price, rent) },
    ];
  }
  const sized = (known: boolean) => Prisma.sql`SELECT "key", "value" FROM (${sales(sqlSaleFloorArea)}) AS "sized" WHERE "value" IS ${Prisma.raw(known ? "NOT NULL" : "NULL")}`;
  const area = Prisma.raw('"floorAreaSqft"');
  return [
    { kind: "number", rows: both(listings(area, Prisma.sql`${area} IS NOT NULL`), sized(true)) },
    { kind: "none", rows: both(listings(Prisma.sql`NULL`, Prisma.sql`${area} IS NULL`), sized(false)) },
  ];
}

/**
 * PostgreSQL, told to stop after a few rows in date order, walks the whole table's date
 * index backwards checking each sale's postcode (seconds where the area's newest sales are
 * older than other areas'). OFFSET 0 keeps the segment a subquery planned on its own: the
 * area's postcodes first, then their sales through the (postcode, date, …) index.
 */
const fenced = (db: Db, rows: Prisma.Sql) => (providerOfDb(db) === "postgres" ? Prisma.sql`(${rows} OFFSET 0)` : Prisma.sql`(${rows})`);

const bindValue = (kind: SegmentValueKind, value: string | number | null) => (kind === "date" ? new Date(String(value)) : value);
const sqlBeyond = (order: SearchSortOrder, value: unknown) => (order === "desc" ? Prisma.sql`"value" < ${value}` : Prisma.sql`"value" > ${value}`);
const sqlNotBeyond = (order: SearchSortOrder, value: unknown) => (order === "desc" ? Prisma.sql`"value" >= ${value}` : Prisma.sql`"value" <= ${value}`);

/** The rows after `after` (exclusive) in the segment's order, and before `until` (inclusive) when known. */
function sqlAfter(segment: Segment, order: SearchSortOrder, after: SearchPosition | null, until: unknown): Prisma.Sql {
  const bounded = until === undefined ? Prisma.sql`1 = 1` : sqlNotBeyond(order, until);
  if (!after) return bounded;
  if (segment.kind === "none") return Prisma.sql`"key" > ${after.key}`;
  const value = bindValue(segment.kind, after.value);
  return Prisma.sql`((${sqlBeyond(order, value)} AND ${bounded}) OR ("value" = ${value} AND "key" > ${after.key}))`;
}

/**
 * The value of the `count`-th row past `after`'s value (ties at it left out), read from the
 * index alone; undefined when fewer rows remain. The page is then read only down to it,
 * so the table is visited for about a page of rows rather than for every match (the key,
 * transactionId, is not in the index).
 */
async function findPageBound(db: Db, segment: Segment, order: SearchSortOrder, after: SearchPosition | null, count: number): Promise<unknown> {
  if (!segment.values || count < 1) return undefined;
  const direction = Prisma.raw(order === "desc" ? "DESC" : "ASC");
  const past = after ? sqlBeyond(order, bindValue(segment.kind, after.value)) : Prisma.sql`1 = 1`;
  const [row] = await db.$queryRaw<{ value: unknown }[]>(
    Prisma.sql`SELECT "value" FROM ${fenced(db, segment.values)} AS "segment" WHERE ${past} ORDER BY "value" ${direction} ${sqlLimit(1)} OFFSET ${Prisma.raw(String(Math.floor(count) - 1))}`,
  );
  return row ? row.value : undefined;
}

function readValue(kind: SegmentValueKind, value: unknown): string | number | null {
  if (kind === "none") return null;
  if (kind === "date") return readDate(value)?.toISOString() ?? null;
  return readNumber(value);
}

/**
 * The keys of one page: `size` rows after `after` (or from the start), read segment by
 * segment, each with its position so the last can become the next cursor. One row past the
 * page is read to tell whether another page follows. Every segment is keyset-paged: the
 * database keeps only the best `size + 1` rows of the matches while it reads them (a
 * top-N sort), never skipping over earlier pages' rows with OFFSET.
 */
export async function listSearchPage(db: Db, segments: Segment[], order: SearchSortOrder, after: SearchPosition | null, size: number): Promise<{ rows: PageRow[]; more: boolean }> {
  const rows: PageRow[] = [];
  const direction = Prisma.raw(order === "desc" ? "DESC" : "ASC");
  for (let index = after?.segment ?? 0; index < segments.length && rows.length <= size; index++) {
    const segment = segments[index];
    if (!segment) break;
    const from = after && index === after.segment ? after : null;
    const wanted = size + 1 - rows.length;
    const until = await findPageBound(db, segment, order, from, wanted);
    const orderBy = segment.kind === "none" ? Prisma.sql`"key"` : Prisma.sql`"value" ${direction}, "key"`;
    const found = await db.$queryRaw<{ key: unknown; value: unknown }[]>(
      Prisma.sql`SELECT "key", "value" FROM ${fenced(db, segment.rows)} AS "segment" WHERE ${sqlAfter(segment, order, from, until)} ORDER BY ${orderBy} ${sqlLimit(wanted)}`,
    );
    for (const row of found) {
      const key = readText(row.key) ?? "";
      rows.push({ table: key.startsWith("L") ? "Listing" : "Sale", key: key.slice(1), position: { segment: index, value: readValue(segment.kind, row.value), key } });
    }
  }
  return { rows: rows.slice(0, size), more: rows.length > size };
}
