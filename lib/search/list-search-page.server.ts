import "server-only";
import { providerOfDb, type Db } from "@/lib/db/client";
import { readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlInJsonList } from "@/lib/db/sql-json-list";
import { sqlLimit } from "@/lib/db/sql-limit";
import { Prisma } from "@/lib/generated/sqlite/client";
import { sqlPostcodeInScope, type PostcodeScope } from "@/lib/postcode/postcode-scope.server";
import { SQFT_PER_SQM } from "@/lib/property/units";
import type { SearchSortKey, SearchSortOrder } from "./search-input";
import type { SearchPosition, SegmentValueKind } from "./search-cursor.server";
import { OUTCODE_WALK_ROWS, sqlOutcodeWalkedSales, walkOutcodeDates } from "./walk-outcodes.server";
import { sqlWalkRange, type WalkRange } from "./walk-range.server";
import { queryRows } from "@/lib/db/query-rows";
import { sqlLatestCertificate } from "./sql-latest-certificate.server";

/**
 * Where one table's rows of a segment come from: `from(where)` is a FROM clause ending in
 * its WHERE, given the search's condition on the table's rows (`where`, the caller's, or
 * the same postcodes checked row by row: see PagePlan); `key` and `value` the
 * expressions sorted on. `indexed` says the value can be read from an index alone (the key
 * then need not be). `walk` names the Sale column the value is, for sales, when the whole
 * table's index on it may be walked in the order asked for.
 */
type Branch = {
  table: "Listing" | "Sale";
  where: Prisma.Sql;
  from: (where: Prisma.Sql) => Prisma.Sql;
  key: Prisma.Sql;
  value: Prisma.Sql;
  indexed: boolean;
  walk?: WalkColumn;
};
type WalkColumn = "date" | "price";
/** One stretch of the order: listings' and sales' rows together, by one value, then by key. */
type Segment = { kind: SegmentValueKind; branches: Branch[] };
export type PageRow = { table: "Listing" | "Sale"; key: string; position: SearchPosition };

/**
 * A sale's floor area in square feet: its home's latest Energy Performance Certificate
 * (the one the card shows, list-shown-transactions). Read per sale, so a size sort reads
 * every match's certificate.
 */
const sqlSaleFloorArea = Prisma.sql`(${sqlLatestCertificate("totalFloorArea")} * ${SQFT_PER_SQM})`;

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
    table: "Listing",
    where: where.listings,
    from: (rows) => Prisma.sql`"Listing" WHERE ${rows} AND ${condition}`,
    key: Prisma.sql`'L' || "id"`,
    value,
    indexed: true, // a few rows per postcode: read whole
  });
  // Date and price are in the Sale index (postcode, date, propertyType, category, price).
  const sales = (walk: WalkColumn): Branch => ({
    table: "Sale",
    where: where.sales,
    from: (rows) => Prisma.sql`"Sale" WHERE ${rows}`,
    key: Prisma.sql`'S' || "transactionId"`,
    value: column(walk),
    indexed: true,
    walk,
  });
  const capital = Prisma.sql`"status" <> 'to_let'`;
  if (sort === "date") return [{ kind: "date", branches: [listings(column("listingDate")), sales("date")] }];
  if (sort === "price") {
    return [
      { kind: "integer", branches: [listings(column("price"), capital), sales("price")] },
      { kind: "integer", branches: [listings(column("price"), Prisma.sql`NOT (${capital})`)] },
    ];
  }
  // The certificate's area is worked out once per sale, in a subquery, then compared.
  const sized = (known: boolean): Branch => ({
    table: "Sale",
    where: where.sales,
    from: (rows) => Prisma.sql`(SELECT "transactionId", ${sqlSaleFloorArea} AS "area" FROM "Sale" WHERE ${rows}) AS "sized" WHERE "area" IS ${Prisma.raw(known ? "NOT NULL" : "NULL")}`,
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
 * How a page is read (docs/decisions/111, Plans). With no plan, as before: each branch by
 * the caller's condition, the scope's postcodes first, then their rows through the
 * (postcode, …) indexes. `scope` is the postcodes that condition selects; with it, `walk`
 * reads the sales of the sorted column (`columns`, those with an index of their own) down
 * the whole table's index in the order asked for, checking each sale's postcode, and gives
 * up for the old way after `budget` sales without a page's bound; `first` and `latest`
 * bound the dates of the matched sales (never inside them), so a walk by date starts at
 * the area's own newest (or oldest) sale rather than the table's. With `outcodes` (every
 * outward code the scope's sales can have), a walk by date reads each outward code's sales
 * down Sale's (outcode, date, …) index instead, at most OUTCODE_WALK_ROWS per row needed,
 * and gives up for the old way when an outward code that stopped there could still hold
 * rows above the bound it found. `listingsByRow` checks each listing's postcode instead of
 * listing the scope's postcodes, among the listings of `outcodes` when they are known;
 * `listingIds`, when the listing figures named every listing of the area (a few hundred at
 * most), reads them by key instead of either.
 */
export type PagePlan = {
  scope: PostcodeScope;
  walk: { columns: WalkColumn[]; budget: number; first?: Date | null; latest?: Date | null; outcodes?: readonly string[] } | null;
  listingsByRow: boolean;
  /** Every outward code the scope's postcodes can have (PageHint.outcodes). */
  outcodes?: readonly string[];
  /** The area's listings, named by its listing figures (getListingStatsAndIds). */
  listingIds?: readonly string[];
};

/** What the caller knows of an area search, for choosing its plan: see choosePagePlan. */
export type PageHint = {
  /** The postcodes the segments' conditions select (the same scope). */
  scope: PostcodeScope;
  /** How many sales the search matches, and how many the Sale table holds. */
  matches: number;
  totalSales: number;
  /** How many postcodes the scope holds (findPostcodeArea's postcodeCount). */
  postcodes?: number;
  /** The matched sales' first and latest dates, or dates outside them (never inside). */
  first?: Date | null;
  latest?: Date | null;
  /** Every outward code the scope's sales can have, when known (none of its sectors spans two). */
  outcodes?: readonly string[];
};

/** The Sale table's single-column indexes a walk can use, by column: found once per client. */
const walkIndexes = new WeakMap<Db, Promise<Map<WalkColumn, string>>>();
const WALK_INDEXES: Record<WalkColumn, string> = { date: "Sale_date_postcode_idx", price: "Sale_price_idx" };

function findWalkIndexes(db: Db): Promise<Map<WalkColumn, string>> {
  let found = walkIndexes.get(db);
  if (!found) {
    const names = Object.values(WALK_INDEXES);
    const query =
      providerOfDb(db) === "postgres"
        ? Prisma.sql`SELECT "indexname" AS "name" FROM "pg_indexes" WHERE "tablename" = 'Sale' AND "schemaname" = current_schema() AND "indexname" IN (${Prisma.join(names)})`
        : Prisma.sql`SELECT "name" FROM "sqlite_master" WHERE "type" = 'index' AND "tbl_name" = 'Sale' AND "name" IN (${Prisma.join(names)})`;
    found = queryRows<{ name: unknown }[]>(db, query).then((rows) => {
      const present = new Set(rows.map((row) => readText(row.name)));
      return new Map((Object.entries(WALK_INDEXES) as [WalkColumn, string][]).filter(([, name]) => present.has(name)));
    });
    found.catch(() => walkIndexes.delete(db));
    walkIndexes.set(db, found);
  }
  return found;
}

/** The Listing table's size, read at most once a minute per client (only plans depend on it). */
const listingCounts = new WeakMap<Db, { count: Promise<number>; at: number }>();
function countListings(db: Db): Promise<number> {
  const cached = listingCounts.get(db);
  if (cached && Date.now() - cached.at < 60_000) return cached.count;
  const count = queryRows<{ count: unknown }[]>(db, Prisma.sql`SELECT COUNT(*) AS "count" FROM "Listing"`).then(([row]) => readNumber(row?.count) ?? 0);
  listingCounts.set(db, { count, at: Date.now() });
  return count;
}

// What reading costs, in units of about a microsecond of SQLite on the 2M shapes (decision
// 111, Plans): a postcode of the scope listed and looked up in an index ~1, an index entry
// of a matched sale ~1/20, a sale walked (its postcode looked up) ~1.
const ENTRIES_PER_POSTCODE = 20;

/**
 * The plan for an area search's pages. Read by postcode, a page costs about the scope's
 * postcodes plus a twentieth of its matched sales (every entry is read to find the page's
 * bound). A walk down the whole table's index reads about page × totalSales / matches
 * sales (if the area's sales are spread in time like the rest; its first and latest dates
 * take care of areas whose history starts or ends apart), twice (bound, then rows). It is
 * taken when that is at most the postcode plan's cost, and gives up after reading that
 * cost's worth of sales for the bound (an area whose sales are unlike the rest's), so a
 * page never costs more than about twice the postcode plan. A walk by outward code reads at
 * most OUTCODE_WALK_ROWS × page sales of each for the bound, then fewer for the rows; it is
 * taken instead when that is cheaper still (a wide circle whose sales are a small share of
 * the table's: ~35 outward codes of a 5-mile circle against ~10k postcodes or ~70k sales
 * walked by date). Listings are checked row by row when there are fewer of them than
 * postcodes in the scope.
 */
export async function choosePagePlan(db: Db, hint: PageHint, size: number): Promise<PagePlan> {
  const byPostcode = (hint.postcodes ?? 0) + hint.matches / ENTRIES_PER_POSTCODE;
  const walked = ((size + 1) * hint.totalSales) / Math.max(1, hint.matches);
  // The bound reads at most its budget of each outward code's entries; the rows, a range of
  // them down to the bound.
  const byOutcode = hint.outcodes?.length ? hint.outcodes.length * OUTCODE_WALK_ROWS * (size + 1) : Infinity;
  const [indexes, listings] = await Promise.all([findWalkIndexes(db), hint.postcodes ? countListings(db) : Promise.resolve(Infinity)]);
  // Dates only: an area's prices are not spread like the country's (on the dense shape a
  // Manchester circle's dearest sales sit below other regions' later ones, and the walk ran
  // out of budget), so a price walk, even with an index on Sale(price), mostly gives up.
  const columns = indexes.has("date") ? (["date"] as WalkColumn[]) : [];
  const walk =
    hint.matches > 0 && Math.min(2 * walked, byOutcode) <= byPostcode && columns.length
      ? { columns, budget: Math.ceil(byPostcode), first: hint.first, latest: hint.latest, ...(byOutcode < 2 * walked ? { outcodes: hint.outcodes } : {}) }
      : null;
  return { scope: hint.scope, walk, listingsByRow: listings <= (hint.postcodes ?? 0), ...(hint.outcodes ? { outcodes: hint.outcodes } : {}) };
}

/**
 * The table's row is in the scope: its postcode looked up by key (one index probe per row),
 * not the scope's postcodes listed. On PostgreSQL a scalar subquery (the key finds at most
 * one postcode), which it cannot make a join. Given EXISTS it may hash every postcode of the
 * circle's box instead, once for each walk that asks: for a few hundred listings it hashed a
 * 10-mile circle's 30k postcodes (15-40 ms); at 30M sales it read a 10-mile box's 26k
 * postcodes again for each of 39 outward codes' walks (220 ms, against 11 ms by key), having
 * put the box at 140 rows (its latitude and longitude estimated apart). SQLite probes the
 * key either way, but only EXISTS reads the key and point from Postcode's (postcode,
 * latitude, longitude) index alone; its scalar subquery read the key's index and then the
 * table row.
 */
function sqlRowInScope(db: Db, scope: PostcodeScope, table: Branch["table"]): Prisma.Sql {
  const probe = Prisma.sql`SELECT 1 FROM "Postcode" AS "scope" WHERE "scope"."postcode" = ${Prisma.raw(`"${table}"."postcode"`)} AND ${sqlPostcodeInScope(scope, "scope")}`;
  return providerOfDb(db) === "sqlite" ? Prisma.sql`EXISTS (${probe})` : Prisma.sql`(${probe}) IS NOT NULL`;
}

/**
 * The condition on "Listing" an area's listings are read with under the plan: the listing
 * figures, then the page's rows (a 10-mile circle's ~24k postcodes listed and looked up one
 * by one cost 26-36 ms for a few hundred listings), by key once the figures named them.
 */
export function sqlListingsWhere(db: Db, where: Prisma.Sql, plan: PagePlan | null): Prisma.Sql {
  if (plan?.listingIds) return plan.listingIds.length ? sqlInJsonList(db, Prisma.raw(`"Listing"."id"`), plan.listingIds) : Prisma.sql`1 = 0`;
  if (!plan?.listingsByRow) return where;
  // Only the outward codes' listings are checked (Listing's outcode index), not the country's:
  // at 1.7M postcodes a 1-mile circle holds more postcodes than the 2.6k demo listings, and
  // checking every listing cost 8-13 ms.
  const byRow = sqlRowInScope(db, plan.scope, "Listing");
  return plan.outcodes ? Prisma.sql`${sqlInJsonList(db, Prisma.raw(`"Listing"."outcode"`), plan.outcodes)} AND ${byRow}` : byRow;
}

/** The condition a branch's rows are read with under the plan. */
function sqlBranchWhere(db: Db, branch: Branch, plan: PagePlan | null): Prisma.Sql {
  return branch.table === "Listing" ? sqlListingsWhere(db, branch.where, plan) : branch.where;
}

/**
 * The whole Sale table's rows within `range` of `column`, read down its own index (SQLite
 * told so; PostgreSQL, given only the range, or the range and an order with a LIMIT, has no
 * better index for it), as a subquery named "Sale" for the branch's expressions; with
 * `keys`, each row's transactionId too.
 */
function sqlWalkedSales(db: Db, column: WalkColumn, index: string, order: SearchSortOrder, range: WalkRange, keys: boolean, limit?: number): Prisma.Sql {
  const postgres = providerOfDb(db) === "postgres";
  const name = Prisma.raw(`"${column}"`);
  const where = sqlWalkRange(name, order, range);
  const indexed = postgres ? Prisma.empty : Prisma.raw(` INDEXED BY "${index}"`);
  const tail = limit === undefined ? (postgres ? Prisma.sql` OFFSET 0` : Prisma.empty) : Prisma.sql` ORDER BY ${name} ${Prisma.raw(order === "desc" ? "DESC" : "ASC")} ${sqlLimit(limit)}`;
  // The columns the branch's value and postcode check read, and its key when rows are read:
  // a walk for the bound alone then reads the index only (the date index carries the
  // postcode), never the table rows it passes over.
  const columns = Prisma.raw([...(keys ? ["transactionId"] : []), "postcode", column].map((c) => `"${c}"`).join(", "));
  return Prisma.sql`(SELECT ${columns} FROM "Sale"${indexed} WHERE ${where}${tail}) AS "Sale"`;
}

/** The walked branch's rows within `range`, with their keys, down the index the plan walks. */
function sqlWalkedRows(db: Db, plan: PagePlan, walked: { column: WalkColumn; index: string }, order: SearchSortOrder, range: WalkRange): Prisma.Sql {
  const outcodes = plan.walk?.outcodes;
  return outcodes && walked.column === "date" ? sqlOutcodeWalkedSales(db, outcodes, order, range) : sqlWalkedSales(db, walked.column, walked.index, order, range, true);
}

/** The walk's own range for a segment: the area's first and latest dates, when known. */
function walkBounds(plan: PagePlan, column: WalkColumn, order: SearchSortOrder): WalkRange {
  if (column !== "date" || !plan.walk) return {};
  const { first, latest } = plan.walk;
  const [start, end] = order === "desc" ? [latest, first] : [first, latest];
  return { ...(start ? { from: { value: start, included: true } } : {}), ...(end ? { to: { value: end, included: true } } : {}) };
}

/** The later in the order of two starts of a range (the tighter), `a` when either is missing. */
function laterStart(order: SearchSortOrder, a: WalkRange["from"], b: WalkRange["from"]): WalkRange["from"] {
  if (!a || !b) return a ?? b;
  const [x, y] = [toOrdered(a.value), toOrdered(b.value)];
  if (x === y) return { value: a.value, included: a.included && b.included };
  return (order === "desc" ? x < y : x > y) ? a : b;
}

/** A value as a number that sorts as the databases do: a date's time, a price. */
function toOrdered(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  const date = typeof value === "string" ? readDate(value) : null;
  return date ? date.getTime() : (readNumber(value) ?? 0);
}

/** The segment's branch that a plan walks, with its index, if any. */
async function findWalkedBranch(db: Db, segment: Segment, plan: PagePlan | null): Promise<{ branch: Branch; column: WalkColumn; index: string } | null> {
  if (!plan?.walk || segment.kind === "none") return null;
  const branch = segment.branches.find((b) => b.walk && plan.walk?.columns.includes(b.walk));
  if (!branch?.walk) return null;
  const index = (await findWalkIndexes(db)).get(branch.walk);
  return index ? { branch, column: branch.walk, index } : null;
}

/**
 * The segment's rows (or values alone) that pass `condition`, written into each branch's
 * own WHERE so that each database applies it while reading the index. PostgreSQL, told
 * to stop after a few rows in date order, walked the whole table's date index backwards
 * checking each sale's postcode (seconds where the area's newest sales are older than
 * other areas'): OFFSET 0 keeps the union a subquery planned on its own, the area's
 * postcodes first, then their sales through the (postcode, date, …) index. A walked
 * branch (`walked`) reads instead the rows of a range of the whole table's index.
 */
function sqlSegment(db: Db, segment: Segment, condition: (branch: Branch) => Prisma.Sql, valuesOnly: boolean, plan: PagePlan | null, walked?: { branch: Branch; source: Prisma.Sql }): Prisma.Sql {
  const selects = segment.branches.map((b) => {
    const from = walked && plan && b === walked.branch ? Prisma.sql`${walked.source} WHERE ${sqlRowInScope(db, plan.scope, "Sale")}` : b.from(sqlBranchWhere(db, b, plan));
    return valuesOnly ? Prisma.sql`SELECT ${b.value} AS "value" FROM ${from} AND ${condition(b)}` : Prisma.sql`SELECT ${b.key} AS "key", ${b.value} AS "value" FROM ${from} AND ${condition(b)}`;
  });
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
async function findPageBound(db: Db, segment: Segment, order: SearchSortOrder, after: SearchPosition | null, count: number, plan: PagePlan | null): Promise<unknown> {
  if (segment.kind === "none" || !segment.branches.every((b) => b.indexed) || count < 1) return undefined;
  const past = (b: Branch) => (after ? sqlBeyond(order, b.value, bindValue(segment.kind, after.value)) : TRUE);
  const direction = Prisma.raw(order === "desc" ? "DESC" : "ASC");
  const [row] = await queryRows<{ value: unknown }[]>(db,
    Prisma.sql`SELECT "value" FROM ${sqlSegment(db, segment, past, true, plan)} AS "segment" ORDER BY "value" ${direction} ${sqlLimit(1)} OFFSET ${Prisma.raw(String(Math.floor(count) - 1))}`,
  );
  return row ? row.value : undefined;
}

/**
 * The page's bound as findPageBound gives it, with the walked branch's values read down the
 * whole table's index: its first `count` matches past `after`, reading at most the plan's
 * budget of sales. Null when the walk ran out of budget (or of sales) first: the caller
 * then reads the page by postcode. The other branches' first `count` values are read as
 * ever, and the `count`-th of them all is the bound, the same value findPageBound finds.
 */
async function walkPageBound(db: Db, segment: Segment, order: SearchSortOrder, after: SearchPosition | null, count: number, plan: PagePlan, walked: { branch: Branch; column: WalkColumn; index: string }): Promise<{ bound: unknown } | null> {
  if (!plan.walk || count < 1) return null;
  const direction = Prisma.raw(order === "desc" ? "DESC" : "ASC");
  const cursor = after ? bindValue(segment.kind, after.value) : undefined;
  const own = walkBounds(plan, walked.column, order);
  const range: WalkRange = { from: laterStart(order, own.from, cursor === undefined ? undefined : { value: cursor, included: false }), to: own.to };
  const inScope = sqlRowInScope(db, plan.scope, "Sale");
  const { outcodes } = plan.walk;
  const byOutcode = outcodes && walked.column === "date" ? await walkOutcodeDates(db, outcodes, order, range, count, inScope) : null;
  const sales = byOutcode
    ? byOutcode.values.map((value) => ({ value }))
    : await queryRows<{ value: unknown }[]>(db,
        Prisma.sql`SELECT ${walked.branch.value} AS "value" FROM ${sqlWalkedSales(db, walked.column, walked.index, order, range, false, plan.walk.budget)} WHERE ${inScope} ORDER BY ${walked.branch.value} ${direction} ${sqlLimit(count)}`,
      );
  if (sales.length < count) return null;
  const past = (b: Branch) => (cursor === undefined ? TRUE : sqlBeyond(order, b.value, cursor));
  // A branch of no rows (an area whose listing figures named none) is not asked.
  const others = await Promise.all(
    segment.branches
      .filter((b) => b !== walked.branch && !(b.table === "Listing" && plan.listingIds?.length === 0))
      .map((b) => queryRows<{ value: unknown }[]>(db, Prisma.sql`SELECT ${b.value} AS "value" FROM ${b.from(sqlBranchWhere(db, b, plan))} AND ${past(b)} ORDER BY "value" ${direction} ${sqlLimit(count)}`)),
  );
  const sign = order === "desc" ? -1 : 1;
  const values = [...sales, ...others.flat()].map((row) => ({ raw: row.value, at: toOrdered(row.value) })).sort((a, b) => sign * (a.at - b.at));
  const bound = values[count - 1];
  // An outward code that stopped at its budget before the bound may hold unread rows above
  // it: the bound would then lie past the page's (the rows, read down to it, stay right but
  // could be many), so the page is read by postcode instead.
  if (!bound || byOutcode?.stoppedAt.some((at) => sign * (at.getTime() - bound.at) < 0)) return null;
  return { bound: bound.raw };
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
 * top-N sort), never skipping over earlier pages' rows with OFFSET. `plan` (an area search's,
 * from choosePagePlan) may read wide searches more cheaply; the rows are the same.
 */
export async function listSearchPage(db: Db, segments: Segment[], order: SearchSortOrder, after: SearchPosition | null, size: number, plan: PagePlan | null = null): Promise<{ rows: PageRow[]; more: boolean }> {
  const { rows, more } = await readSearchPage(db, segments, order, after, size, plan);
  return { rows, more };
}

/**
 * listSearchPage under a given plan (null: by the callers' conditions, as before plans);
 * `walked` counts the segments whose bound a walk found (the others were read by postcode).
 */
export async function readSearchPage(db: Db, segments: Segment[], order: SearchSortOrder, after: SearchPosition | null, size: number, plan: PagePlan | null): Promise<{ rows: PageRow[]; more: boolean; walked: number }> {
  const rows: PageRow[] = [];
  let walks = 0;
  const direction = Prisma.raw(order === "desc" ? "DESC" : "ASC");
  for (let index = after?.segment ?? 0; index < segments.length && rows.length <= size; index++) {
    const segment = segments[index];
    if (!segment) break;
    const from = after && index === after.segment ? after : null;
    const wanted = size + 1 - rows.length;
    const walked = await findWalkedBranch(db, segment, plan);
    const walk = walked && plan ? await walkPageBound(db, segment, order, from, wanted, plan, walked) : null;
    if (walk) walks++;
    const until = walk ? walk.bound : await findPageBound(db, segment, order, from, wanted, plan);
    // The walked rows are those between the cursor (ties at it included) and the bound.
    const source =
      walk && walked && plan
        ? {
            branch: walked.branch,
            source: sqlWalkedRows(db, plan, walked, order, {
              from: laterStart(order, walkBounds(plan, walked.column, order).from, from ? { value: bindValue(segment.kind, from.value), included: true } : undefined),
              to: { value: walk.bound, included: true },
            }),
          }
        : undefined;
    const orderBy = segment.kind === "none" ? Prisma.sql`"key"` : Prisma.sql`"value" ${direction}, "key"`;
    const found = await queryRows<{ key: unknown; value: unknown }[]>(db,
      Prisma.sql`SELECT "key", "value" FROM ${sqlSegment(db, segment, (b) => sqlAfter(b, segment.kind, order, from, until), false, plan, source)} AS "segment" ORDER BY ${orderBy} ${sqlLimit(wanted)}`,
    );
    for (const row of found) {
      const key = readText(row.key) ?? "";
      rows.push({ table: key.startsWith("L") ? "Listing" : "Sale", key: key.slice(1), position: { segment: index, value: readValue(segment.kind, row.value), key } });
    }
  }
  return { rows: rows.slice(0, size), more: rows.length > size, walked: walks };
}
