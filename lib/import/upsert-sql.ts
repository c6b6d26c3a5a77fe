// The upsert SQL a table store writes a batch with, as plain text: the Prisma paths wrap it
// in Prisma.raw, the staged bulk loads send it down their own raw connections. Table and
// column names come from the specs in this folder, never from file contents.
import { readCount } from "@/lib/db/read-raw-values";
import type { SqlValue } from "./is-same-value";
import type { WriteCounts } from "./types";

export type SqlRow = Record<string, SqlValue>;

export type TableSpec<R extends SqlRow> = {
  table: string;
  key: keyof R & string;
  /** Every column written on insert. */
  columns: readonly (keyof R & string)[];
  /** Columns a re-import may change; defaults to all but the key. Columns left out
   * (address text linked later, say) are written on insert and never overwritten. */
  updatable?: readonly (keyof R & string)[];
  /** Updatable columns where an incoming null keeps the stored value: linkage such as a
   * UPRN that another job may have filled in when the file does not carry one. */
  keepWhenNull?: readonly (keyof R & string)[];
  /**
   * A column of new rows filled in as they are inserted, where the file leaves it null, with
   * `value` from the rows of `lookup(rows)` (what the rows of `rows`, a table or CTE, can
   * match) joined as `k` to the batch's rows, `s`, on `on`. A staged load keeps one lookup,
   * indexed on `lookupKey`, instead of one a batch (decision 122): SQLite's built once from
   * every staged row, PostgreSQL's extended as each batch is staged, when the batch is filled
   * (fillStagedBatch, decision 144). A stored row keeps its own value unless the column is
   * updatable. `joins` names the batch's columns `on` reads: the only ones PostgreSQL's stage
   * gathers statistics for. `lookup` takes all the rows of a value of `lookupKey`'s first
   * column or none, and `joins`' first column is the batch's that `on` matches to it.
   */
  fillOnInsert?: { column: keyof R & string; lookup: (rows: string) => string; lookupKey: readonly string[]; joins: readonly (keyof R & string)[]; on: string; value: string };
  /**
   * The column every row carries the file's period in (ParseContext.period). A staged bulk
   * load reads the file once, before the period is known, so it binds this column when it
   * writes from the stage instead of taking the staged value.
   */
  periodColumn?: keyof R & string;
  /**
   * The columns a batch's rows are written in the order of. A batch written into a table
   * that keeps its indexes puts an entry into each of them for every row: in file order
   * those land all over an index, in this order the entries of an index led by these
   * columns land next to each other. Not while the indexes are set aside (BatchSqlOptions'
   * `unordered`): built after the rows, they take nothing from the rows' order.
   */
  insertOrder?: readonly (keyof R & string)[];
  /**
   * The columns the sale summaries group by (Sale's postcode and date), the kept counts by
   * county, and the markets by outward code: a load reports the days and the counties it
   * touches (decisions 126, 128), or the areas it added rows to (decision 145).
   */
  touches?: { postcode: keyof R & string; date: keyof R & string; county: keyof R & string; outcode: keyof R & string };
};

export const quoteName = (name: string) => `"${name}"`;

export function updatableColumns<R extends SqlRow>(spec: TableSpec<R>): readonly (keyof R & string)[] {
  return spec.updatable ?? spec.columns.filter((column) => column !== spec.key);
}

/** "the stored row differs from the incoming one" over the updatable columns. */
function changedPredicate<R extends SqlRow>(spec: TableSpec<R>): string {
  const keep = new Set<string>(spec.keepWhenNull ?? []);
  const columns = updatableColumns(spec);
  if (!columns.length) return "false";
  const table = quoteName(spec.table);
  return columns
    .map((column) => {
      const differs = `${table}.${quoteName(column)} IS DISTINCT FROM excluded.${quoteName(column)}`;
      return keep.has(column) ? `(excluded.${quoteName(column)} IS NOT NULL AND ${differs})` : differs;
    })
    .join(" OR ");
}

/** ON CONFLICT (key) DO UPDATE …, writing only rows that changed (so unchanged rows cost no write). */
export function onConflictUpdate<R extends SqlRow>(spec: TableSpec<R>): string {
  const keep = new Set<string>(spec.keepWhenNull ?? []);
  const table = quoteName(spec.table);
  const assignments = updatableColumns(spec).map((column) =>
    keep.has(column) ? `${quoteName(column)} = COALESCE(excluded.${quoteName(column)}, ${table}.${quoteName(column)})` : `${quoteName(column)} = excluded.${quoteName(column)}`,
  );
  if (!assignments.length) return `ON CONFLICT (${quoteName(spec.key)}) DO NOTHING`;
  return `ON CONFLICT (${quoteName(spec.key)}) DO UPDATE SET ${assignments.join(", ")} WHERE ${changedPredicate(spec)}`;
}

/**
 * How a batch's SQL is made: `bound` replaces a column's value with an expression (a
 * placeholder the caller binds: the staged load's period); `lookup` names the fill's lookup
 * table, built already; `unordered` leaves out the spec's insertOrder (the load has set the
 * indexes aside: sorting each 50k-row batch was 60 of a SQLite batch's 250 ms, decision 140);
 * `filled`: the batch's fill column was filled already (fillStagedBatch), so it is written as staged.
 */
export type BatchSqlOptions<R extends SqlRow> = { bound?: Partial<Record<keyof R & string, string>>; lookup?: string; unordered?: boolean; filled?: boolean };

/** SELECT of the batch's rows from `batch` (a table or CTE) as INSERT … SELECT writes them, with any column filled on insert. */
export function selectForInsert<R extends SqlRow>(spec: TableSpec<R>, batch: string, { bound = {}, lookup, unordered, filled }: BatchSqlOptions<R> = {}): string {
  const fill = filled ? undefined : spec.fillOnInsert;
  const values = spec.columns.map((column) => bound[column] ?? (column === fill?.column ? `COALESCE(s.${quoteName(column)}, ${fill.value})` : `s.${quoteName(column)}`));
  const join = fill ? `LEFT JOIN ${lookup ?? `(${fill.lookup(batch)})`} k ON ${fill.on}` : "";
  const order = spec.insertOrder?.length && !unordered ? ` ORDER BY ${spec.insertOrder.map((column) => `s.${quoteName(column)}`).join(", ")}` : "";
  // "WHERE true": SQLite would otherwise read the upsert's ON CONFLICT as the join's ON.
  return `SELECT ${values.join(", ")} FROM ${batch} s ${join} WHERE true${order}`;
}

/** INSERT … SELECT from `batch`, for rows none of which the table holds: a key it holds fails the statement. */
export function insertNewFromBatch<R extends SqlRow>(spec: TableSpec<R>, batch: string, options: BatchSqlOptions<R> = {}): string {
  const columns = spec.columns.map(quoteName).join(", ");
  return `INSERT INTO ${quoteName(spec.table)} (${columns}) ${selectForInsert(spec, batch, options)}`;
}

/** INSERT … SELECT from `batch` … ON CONFLICT …: the upsert both databases run. */
export function insertFromBatch<R extends SqlRow>(spec: TableSpec<R>, batch: string, options: BatchSqlOptions<R> = {}): string {
  return `${insertNewFromBatch(spec, batch, options)} ${onConflictUpdate(spec)}`;
}

/**
 * The statements that build a staged load's fill lookup, once, from `rows` (every staged row)
 * into the temporary table `name`, indexed for the batches' joins; none without a fill.
 */
export function buildFillLookup<R extends SqlRow>(spec: TableSpec<R>, rows: string, name: string): string[] {
  const fill = spec.fillOnInsert;
  if (!fill) return [];
  return [`CREATE TEMP TABLE ${quoteName(name)} AS ${fill.lookup(rows)}`, `CREATE INDEX ${quoteName(`${name}_key`)} ON ${quoteName(name)} (${fill.lookupKey.map(quoteName).join(", ")})`];
}

/**
 * PostgreSQL's fill of a staged batch, as it is staged (decision 144): the statements that add
 * to the load's lookup `lookup` (a temporary table, made and indexed on the `first` batch) the
 * keys of the batch's postcodes it does not hold yet, and then fill the batch's table
 * `batch` where the file left the column null, as the join of selectForInsert would on insert.
 * The lookup holds a postcode's keys whole or none of them, so each postcode's are added once.
 * None without a fill.
 */
export function fillStagedBatch<R extends SqlRow>(spec: TableSpec<R>, batch: string, lookup: string, first: boolean): string[] {
  const fill = spec.fillOnInsert;
  if (!fill) return [];
  const column = quoteName(fill.column);
  const [lead, batchLead] = [quoteName(fill.lookupKey[0] ?? ""), quoteName(fill.joins[0] ?? "")];
  const unheld = first ? "" : ` AND NOT EXISTS (SELECT 1 FROM ${lookup} k WHERE k.${lead} = s.${batchLead})`;
  const rows = `(SELECT DISTINCT s.${batchLead} FROM ${batch} s WHERE s.${batchLead} IS NOT NULL${unheld}) AS "batch"`;
  const extend = first ? [`CREATE TEMP TABLE ${lookup} AS ${fill.lookup(rows)}`, `CREATE INDEX ON ${lookup} (${fill.lookupKey.map(quoteName).join(", ")})`] : [`INSERT INTO ${lookup} ${fill.lookup(rows)}`];
  return [...extend, `ANALYZE ${lookup}`, `UPDATE ${batch} AS s SET ${column} = ${fill.value} FROM ${lookup} k WHERE s.${column} IS NULL AND ${fill.on}`];
}

/**
 * The rows a load touches (decisions 126, 128) as a subquery of ("postcode", "date", "county",
 * "side"): the staged rows (`staged`, a table or subquery; side 1), the stored rows they will
 * replace, and the stored rows whose keys `deletedKeys` (a SELECT of one column) names (side
 * -1). Null for a table without `touches`.
 */
export function selectTouchedRows<R extends SqlRow>(spec: TableSpec<R>, staged: string, deletedKeys: string): string | null {
  if (!spec.touches) return null;
  const [postcode, date, county, key] = [quoteName(spec.touches.postcode), quoteName(spec.touches.date), quoteName(spec.touches.county), quoteName(spec.key)];
  const table = quoteName(spec.table);
  return `(
      SELECT s.${postcode} AS "postcode", s.${date} AS "date", s.${county} AS "county", 1 AS "side" FROM ${staged} s
      UNION ALL SELECT t.${postcode}, t.${date}, t.${county}, -1 FROM ${staged} s JOIN ${table} t ON t.${key} = s.${key}
      UNION ALL SELECT t.${postcode}, t.${date}, t.${county}, -1 FROM ${table} t WHERE t.${key} IN (${deletedKeys})
    ) AS "touched"`;
}

/**
 * The days a load touches (decision 126), as rows of ("postcode", "day"), from the rows of
 * selectTouchedRows; `day` truncates a date to "YYYY-MM-DD" in the dialect. Null for a table
 * without `touches`.
 */
export function selectTouchedDays<R extends SqlRow>(spec: TableSpec<R>, staged: string, deletedKeys: string, day: (column: string) => string): string | null {
  const rows = selectTouchedRows(spec, staged, deletedKeys);
  return rows && selectDaysOfTouched(rows, day);
}

/** selectTouchedDays over `rows`, selectTouchedRows's rows (or a table made of them). */
export function selectDaysOfTouched(rows: string, day: (column: string) => string): string {
  return `SELECT DISTINCT "postcode", ${day(`"date"`)} AS "day" FROM ${rows} WHERE "postcode" IS NOT NULL`;
}

/**
 * The counties a load touches (decision 128), as rows of ("county", "side", "n", "first",
 * "last"): how many of selectTouchedRows's rows each side has in each county (null for rows
 * without one), and the first and last of their days. Null for a table without `touches`.
 */
export function selectTouchedCounties<R extends SqlRow>(spec: TableSpec<R>, staged: string, deletedKeys: string, day: (column: string) => string): string | null {
  const rows = selectTouchedRows(spec, staged, deletedKeys);
  return rows && selectCountiesOfTouched(rows, day);
}

/** selectTouchedCounties over `rows`, selectTouchedRows's rows (or a table made of them). */
export function selectCountiesOfTouched(rows: string, day: (column: string) => string): string {
  return `SELECT "county", "side", COUNT(*) AS "n", ${day(`MIN("date")`)} AS "first", ${day(`MAX("date")`)} AS "last" FROM ${rows} GROUP BY "county", "side"`;
}

/** How many staged rows repeat a key staged before (a later batch's row wins: one row is stored for both). */
export function countRepeatedKeys<R extends SqlRow>(spec: TableSpec<R>, staged: string): string {
  return `SELECT COUNT(*) - COUNT(DISTINCT s.${quoteName(spec.key)}) AS "n" FROM ${staged} s`;
}

/** The batch's rows already stored (joined on the key): inserted = batch − this. */
export function countStoredRows<R extends SqlRow>(spec: TableSpec<R>, batch: string): string {
  return `SELECT COUNT(*) AS n FROM ${batch} s JOIN ${quoteName(spec.table)} t ON t.${quoteName(spec.key)} = s.${quoteName(spec.key)}`;
}

/**
 * PostgreSQL: the upsert inside a CTE, counting inserted rows apart from updated ones by
 * RETURNING (xmax = 0). `withBatch` defines `batch` as an earlier CTE ("batch AS (…)").
 */
export function upsertCountingOnPostgres<R extends SqlRow>(spec: TableSpec<R>, batch: string, withBatch: string | null, options: BatchSqlOptions<R> = {}): string {
  return `
    WITH ${withBatch ? `${withBatch},` : ""} written AS (
      ${insertFromBatch(spec, batch, options)}
      RETURNING (xmax = 0) AS inserted
    )
    SELECT COUNT(*) FILTER (WHERE inserted) AS inserted, COUNT(*) FILTER (WHERE NOT inserted) AS updated FROM written`;
}

/** upsertCountingOnPostgres's one row as counts. */
export function readUpsertCounts(counts: { inserted: unknown; updated: unknown } | undefined): WriteCounts {
  return { inserted: readCount(counts?.inserted), updated: readCount(counts?.updated) };
}
