import { chunk } from "@/lib/db/chunk";
import { providerOfDb } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { readCount } from "@/lib/db/read-raw-values";
import type { BulkRecordStore } from "./bulk-load";
import { isSameValue } from "./is-same-value";
import { openPostgresBulkLoad } from "./stage-postgres";
import { openSqliteBulkLoad } from "./stage-sqlite";
import { toSqliteValue } from "./to-sqlite-value";
import { dialectOfTx } from "./tx-dialect";
import type { RecordStore, Tx, WriteCounts } from "./types";
import { countStoredRows, insertFromBatch, readUpsertCounts, updatableColumns, upsertCountingOnPostgres, type SqlRow, type TableSpec } from "./upsert-sql";

export type { SqlRow, TableSpec };

// Below SQLite's 32,766 bound-parameter limit (PostgreSQL allows 65,535).
const MAX_PARAMETERS = 30_000;

// Table and column names come from the specs in this folder, never from file contents.
const quote = (name: string) => Prisma.raw(`"${name}"`);

/** Stored rows for `keys`, keyed by their key, with just the columns named. */
export async function selectRowsByKey(tx: Tx, table: string, key: string, columns: readonly string[], keys: string[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const selected = Prisma.join([key, ...columns.filter((c) => c !== key)].map(quote));
  for (const part of chunk(keys, MAX_PARAMETERS)) {
    const rows = await tx.$queryRaw<Record<string, unknown>[]>(Prisma.sql`SELECT ${selected} FROM ${quote(table)} WHERE ${quote(key)} IN (${Prisma.join(part)})`);
    for (const row of rows) found.set(String(row[key]), row);
  }
  return found;
}

/** DELETE … WHERE key IN (…); returns the number of rows that existed. */
export async function deleteRowsByKey(tx: Tx, table: string, key: string, keys: string[]): Promise<number> {
  let deleted = 0;
  for (const part of chunk(keys, MAX_PARAMETERS)) {
    deleted += await tx.$executeRaw(Prisma.sql`DELETE FROM ${quote(table)} WHERE ${quote(key)} IN (${Prisma.join(part)})`);
  }
  return deleted;
}

/** True when writing `record` would change the stored row. */
export function isRowChanged<R extends SqlRow>(spec: TableSpec<R>, stored: Record<string, unknown>, record: R): boolean {
  const keep = new Set<string>(spec.keepWhenNull ?? []);
  return updatableColumns(spec).some((column) => {
    const next = record[column] ?? null;
    if (next === null && keep.has(column)) return false;
    return !isSameValue(next, stored[column]);
  });
}

/**
 * Multi-row INSERT … ON CONFLICT (key) DO UPDATE: one statement per few hundred rows,
 * an order of magnitude faster than Prisma's createMany on SQLite, and the same SQL on
 * PostgreSQL. Callers pass only new or changed rows.
 */
export async function writeRows<R extends SqlRow>(tx: Tx, spec: TableSpec<R>, rows: R[]): Promise<void> {
  if (!rows.length) return;
  const keep = new Set<string>(spec.keepWhenNull ?? []);
  const assignments = updatableColumns(spec).map((column) =>
    keep.has(column)
      ? Prisma.sql`${quote(column)} = COALESCE(excluded.${quote(column)}, ${quote(spec.table)}.${quote(column)})`
      : Prisma.sql`${quote(column)} = excluded.${quote(column)}`,
  );
  const onConflict = assignments.length ? Prisma.sql`DO UPDATE SET ${Prisma.join(assignments)}` : Prisma.sql`DO NOTHING`;
  const columnList = Prisma.join(spec.columns.map(quote));
  for (const part of chunk(rows, Math.max(1, Math.floor(MAX_PARAMETERS / spec.columns.length)))) {
    const values = Prisma.join(part.map((row) => Prisma.sql`(${Prisma.join(spec.columns.map((column) => row[column] ?? null))})`));
    await tx.$executeRaw(Prisma.sql`INSERT INTO ${quote(spec.table)} (${columnList}) VALUES ${values} ON CONFLICT (${quote(spec.key)}) ${onConflict}`);
  }
}

type Dialect = ReturnType<typeof dialectOfTx>;

/**
 * The rows as one JSON text, in the form each driver would have bound them (SQLite:
 * toSqliteValue; PostgreSQL: plain JSON that json_populate_recordset casts to the column
 * types). One bound parameter however big the batch: no parameter limits, and none of the
 * per-parameter cost that made a 1,000-row multi-VALUES insert the importer's bottleneck.
 */
function toJsonRows<R extends SqlRow>(columns: readonly (keyof R & string)[], rows: R[], dialect: Dialect): string {
  if (dialect === "postgres") return JSON.stringify(rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null]))));
  return JSON.stringify(rows.map((row) => columns.map((c) => toSqliteValue(row[c]))));
}

/**
 * SQLite: the batch goes into a temporary staging table in one statement (jsonb_each: a binary JSON parse, twice as fast as json_each), the
 * rows already stored are counted by a join on the key, then one INSERT … SELECT … ON
 * CONFLICT writes what is new or changed.
 */
async function upsertSqlite<R extends SqlRow>(tx: Tx, spec: TableSpec<R>, records: R[]): Promise<WriteCounts> {
  const stageName = `"import_stage_${spec.table}"`;
  const stage = Prisma.raw(stageName);
  const columns = Prisma.join(spec.columns.map(quote));
  await tx.$executeRaw(Prisma.sql`CREATE TEMP TABLE IF NOT EXISTS ${stage} AS SELECT ${columns} FROM ${quote(spec.table)} WHERE 0`);
  await tx.$executeRaw(Prisma.sql`DELETE FROM ${stage}`);
  const values = Prisma.join(spec.columns.map((_, i) => Prisma.raw(`value ->> ${i}`)));
  await tx.$executeRaw(Prisma.sql`INSERT INTO ${stage} (${columns}) SELECT ${values} FROM jsonb_each(jsonb(${toJsonRows(spec.columns, records, "sqlite")}))`);
  const [existing] = await tx.$queryRaw<{ n: unknown }[]>(Prisma.raw(countStoredRows(spec, stageName)));
  const written = await tx.$executeRaw(Prisma.raw(insertFromBatch(spec, stageName)));
  const inserted = records.length - readCount(existing?.n);
  return { inserted, updated: written - inserted };
}

/**
 * PostgreSQL through Prisma: one statement. json_populate_recordset turns the batch into
 * rows of the table's own type, the upsert writes only what is new or changed.
 */
async function upsertPostgres<R extends SqlRow>(tx: Tx, spec: TableSpec<R>, records: R[]): Promise<WriteCounts> {
  const json = toJsonRows(spec.columns, records, "postgres");
  const batch = `batch AS (SELECT * FROM json_populate_recordset(NULL::"${spec.table}", $1::json))`;
  const [counts] = await tx.$queryRawUnsafe<{ inserted: unknown; updated: unknown }[]>(upsertCountingOnPostgres(spec, "batch", batch), json);
  return readUpsertCounts(counts);
}

/**
 * A store for a table with one natural key: binds the batch in bulk, writes only what is new
 * or changed. `batchSize` raises the batch from runImport's 1,000 for national files (Price
 * Paid), and makes it a bulk store: runImport then reads the file once, staging its batches
 * on a raw connection (stage-sqlite.ts, stage-postgres.ts), and writes them from the stage.
 */
export function createTableStore<R extends SqlRow>(spec: TableSpec<R>, options: { batchSize?: number } = {}): RecordStore<R> {
  const store: RecordStore<R> = {
    batchSize: options.batchSize,
    tables: [spec.table],
    upsert(tx, records) {
      if (!records.length) return Promise.resolve({ inserted: 0, updated: 0 });
      return dialectOfTx(tx) === "postgres" ? upsertPostgres(tx, spec, records) : upsertSqlite(tx, spec, records);
    },
    delete: (tx, keys) => deleteRowsByKey(tx, spec.table, spec.key, keys),
  };
  if (!options.batchSize) return store;
  const touches = spec.touches;
  const bulk: BulkRecordStore<R> = {
    ...store,
    table: spec.table,
    openBulkLoad: (db) => (providerOfDb(db) === "postgres" ? openPostgresBulkLoad(db, spec) : openSqliteBulkLoad(db, spec)),
    ...(touches ? { outcodeOf: (record: R) => record[touches.outcode] } : {}),
  };
  return bulk;
}
