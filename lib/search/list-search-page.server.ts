import "server-only";
import { providerOfDb, type Db } from "@/lib/db/client";
import { readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlLimit } from "@/lib/db/sql-limit";
import { Prisma } from "@/lib/generated/sqlite/client";
import { SQFT_PER_SQM } from "@/lib/property/units";
import type { SearchSortKey, SearchSortOrder } from "./search-input";
import type { SearchPosition, SegmentValueKind } from "./search-cursor.server";

/**
 * Where one table's rows of a segment come from: `from` is a FROM clause ending in its
 * WHERE (the search's condition), `key` and `value` the expressions sorted on. `indexed`
 * says the value can be read from an index alone (the key then need not be).
 */
type Branch = { from: Prisma.Sql; key: Prisma.Sql; value: Prisma.Sql; indexed: boolean };
/** One stretch of the order: listings' and sales' rows together, by one value, then by key. */
type Segment = { kind: SegmentValueKind; branches: Branch[] };
export type PageRow = { table: "Listing" | "Sale"; key: string; position: SearchPosition };

/**
 * A sale's floor area in square feet: its home's latest Energy Performance Certificate
 * (the one the card shows, list-shown-transactions). Read per sale, so a size sort reads
 * every match's certificate.
 */
const sqlSaleFloorArea = Prisma.sql`((SELECT "e"."totalFloorArea" FROM "EpcCertificate" AS "e" WHERE "e"."uprn" = "Sale"."uprn" ORDER BY "e"."lodgementDate" DESC NULLS LAST, "e"."lmkKey" LIMIT 1) * ${SQFT_PER_SQM})`;

const TRUE = Prisma.sql`1 = 1`;
const column = (name: string) => Prisma.raw(`"${name}"`);

/**
 * The order of a search's rows as segments, read in turn (docs/decisions/111). Listings and
 * sales share each segment, so they interleave exactly as the figure says:
 * - date: every row by its date (a listing's listing date, a sale's date);
 * - price: asking prices and sale prices, then monthly rents (another measure, which the
 *   screen has always kept apart);
 * - size: rows with a floor area (a listing's own, a sale's home's certificate), then those
 *   without (by key).
 * Within a segment rows go by the value in the direction asked for, ties by key ascending;
 * keys are "L" + a listing's id and "S" + a sale's transactionId.
 */
export function listSearchSegments(sort: SearchSortKey, where: { listings: Prisma.Sql; sales: Prisma.Sql }): Segment[] {
  const listings = (value: Prisma.Sql, condition: Prisma.Sql = TRUE): Branch => ({
    from: Prisma.sql`"Listing" WHERE ${where.listings} AND ${condition}`,
    key: Prisma.sql`'L' || "id"`,
    value,
    indexed: true, // a few rows per postcode: read whole
  });
  // Date and price are in the Sale index (postcode, date, propertyType, category, price).
  const sales = (value: Prisma.Sql): Branch => ({ from: Prisma.sql`"Sale" WHERE ${where.sales}`, key: Prisma.sql`'S' || "transactionId"`, value, indexed: true });
  const capital = Prisma.sql`"status" <> 'to_let'`;
  if (sort === "date") return [{ kind: "date", branches: [listings(column("listingDate")), sales(column("date"))] }];
  if (sort === "price") {
    return [
      { kind: "integer", branches: [listings(column("price"), capital), sales(column("price"))] },
      { kind: "integer", branches: [listings(column("price"), Prisma.sql`NOT (${capital})`)] },
    ];
  }
  // The certificate's area is worked out once per sale, in a subquery, then compared.
  const sized = (known: boolean): Branch => ({
    from: Prisma.sql`(SELECT "transactionId", ${sqlSaleFloorArea} AS "area" FROM "Sale" WHERE ${where.sales}) AS "sized" WHERE "area" IS ${Prisma.raw(known ? "NOT NULL" : "NULL")}`,
    key: Prisma.sql`'S' || "transactionId"`,
    value: known ? column("area") : Prisma.sql`NULL`,
    indexed: false,
  });
  const area = column("floorAreaSqft");
  // As a real number, as the sales' areas are: PostgreSQL types a bound cursor value by the
  // column it meets, and a sale's 1410.07 is no integer.
  const areaValue = Prisma.sql`CAST(${area} AS DOUBLE PRECISION)`;
  return [
    { kind: "number", branches: [listings(areaValue, Prisma.sql`${area} IS NOT NULL`), sized(true)] },
    { kind: "none", branches: [listings(Prisma.sql`NULL`, Prisma.sql`${area} IS NULL`), sized(false)] },
  ];
}

const bindValue = (kind: SegmentValueKind, value: string | number | null) => (kind === "date" ? new Date(String(value)) : value);

/**
 * The segment's rows (or values alone) that pass `condition`, written into each branch's
 * own WHERE so that each database applies it while reading the index. PostgreSQL, told
 * to stop after a few rows in date order, walked the whole table's date index backwards
 * checking each sale's postcode (seconds where the area's newest sales are older than
 * other areas'): OFFSET 0 keeps the union a subquery planned on its own, the area's
 * postcodes first, then their sales through the (postcode, date, …) index.
 */
function sqlSegment(db: Db, segment: Segment, condition: (branch: Branch) => Prisma.Sql, valuesOnly: boolean): Prisma.Sql {
  const selects = segment.branches.map((b) =>
    valuesOnly ? Prisma.sql`SELECT ${b.value} AS "value" FROM ${b.from} AND ${condition(b)}` : Prisma.sql`SELECT ${b.key} AS "key", ${b.value} AS "value" FROM ${b.from} AND ${condition(b)}`,
  );
  const union = Prisma.join(selects, " UNION ALL ");
  return providerOfDb(db) === "postgres" ? Prisma.sql`(${union} OFFSET 0)` : Prisma.sql`(${union})`;
}

/** `value` past `than` in the order (strictly), or not past it. */
const sqlBeyond = (order: SearchSortOrder, value: Prisma.Sql, than: unknown) => (order === "desc" ? Prisma.sql`${value} < ${than}` : Prisma.sql`${value} > ${than}`);
const sqlNotBeyond = (order: SearchSortOrder, value: Prisma.Sql, than: unknown) => (order === "desc" ? Prisma.sql`${value} >= ${than}` : Prisma.sql`${value} <= ${than}`);

/** The rows after `after` (exclusive) in the segment's order, and not past `until` (inclusive) when known. */
function sqlAfter(branch: Branch, kind: SegmentValueKind, order: SearchSortOrder, after: SearchPosition | null, until: unknown): Prisma.Sql {
  const bounded = until === undefined ? TRUE : sqlNotBeyond(order, branch.value, until);
  if (!after) return bounded;
  if (kind === "none") return Prisma.sql`${branch.key} > ${after.key}`;
  const value = bindValue(kind, after.value);
  return Prisma.sql`((${sqlBeyond(order, branch.value, value)} AND ${bounded}) OR (${branch.value} = ${value} AND ${branch.key} > ${after.key}))`;
}

/**
 * The value of the `count`-th row past `after`'s value (ties at it left out), read from the
 * indexes alone; undefined when fewer rows remain or the value is not indexed. The page is
 * then read only down to it, so the table is visited for about a page of rows rather than
 * for every match (the key, transactionId, is not in the Sale index).
 */
async function findPageBound(db: Db, segment: Segment, order: SearchSortOrder, after: SearchPosition | null, count: number): Promise<unknown> {
  if (segment.kind === "none" || !segment.branches.every((b) => b.indexed) || count < 1) return undefined;
  const past = (b: Branch) => (after ? sqlBeyond(order, b.value, bindValue(segment.kind, after.value)) : TRUE);
  const direction = Prisma.raw(order === "desc" ? "DESC" : "ASC");
  const [row] = await db.$queryRaw<{ value: unknown }[]>(
    Prisma.sql`SELECT "value" FROM ${sqlSegment(db, segment, past, true)} AS "segment" ORDER BY "value" ${direction} ${sqlLimit(1)} OFFSET ${Prisma.raw(String(Math.floor(count) - 1))}`,
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
      Prisma.sql`SELECT "key", "value" FROM ${sqlSegment(db, segment, (b) => sqlAfter(b, segment.kind, order, from, until), false)} AS "segment" ORDER BY ${orderBy} ${sqlLimit(wanted)}`,
    );
    for (const row of found) {
      const key = readText(row.key) ?? "";
      rows.push({ table: key.startsWith("L") ? "Listing" : "Sale", key: key.slice(1), position: { segment: index, value: readValue(segment.kind, row.value), key } });
    }
  }
  return { rows: rows.slice(0, size), more: rows.length > size };
}
