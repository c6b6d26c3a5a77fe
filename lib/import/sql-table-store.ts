import type pg from "pg";
import { chunk } from "@/lib/db/chunk";
import { Prisma } from "@/lib/generated/sqlite/client";
import { isSameValue, type SqlValue } from "./is-same-value";
import { readCount } from "@/lib/db/read-raw-values";
import { copyFromText, toCopyText } from "./pg-copy";
import { dialectOfTx } from "./tx-dialect";
import type { RecordStore, Tx, WriteCounts } from "./types";

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
   * A column of new rows filled in as they are inserted, where the file leaves it null:
   * `join(batch)` joins what `value` reads to the batch, aliased `s` (`batch` names its rows
   * for a subquery). A stored row keeps its own value unless the column is updatable.
   */
  fillOnInsert?: { column: keyof R & string; join: (batch: string) => string; value: string };
};

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

function updatableColumns<R extends SqlRow>(spec: TableSpec<R>): readonly (keyof R & string)[] {
  return spec.updatable ?? spec.columns.filter((column) => column !== spec.key);
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
 * booleans 1/0 and dates as ISO text with "+00:00", as @prisma/adapter-better-sqlite3
 * writes them; PostgreSQL: plain JSON that json_populate_recordset casts to the column
 * types). One bound parameter however big the batch: no parameter limits, and none of the
 * per-parameter cost that made a 1,000-row multi-VALUES insert the importer's bottleneck.
 */
function toJsonRows<R extends SqlRow>(columns: readonly (keyof R & string)[], rows: R[], dialect: Dialect): string {
  if (dialect === "postgres") return JSON.stringify(rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null]))));
  const toSqlite = (value: SqlValue | undefined) => {
    if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
    if (typeof value === "boolean") return value ? 1 : 0;
    return value ?? null;
  };
  return JSON.stringify(rows.map((row) => columns.map((c) => toSqlite(row[c]))));
}

/** "the stored row differs from the incoming one" over the updatable columns. */
function changedPredicate<R extends SqlRow>(spec: TableSpec<R>): Prisma.Sql {
  const keep = new Set<string>(spec.keepWhenNull ?? []);
  const columns = updatableColumns(spec);
  if (!columns.length) return Prisma.sql`false`;
  return Prisma.join(
    columns.map((column) => {
      const differs = Prisma.sql`${quote(spec.table)}.${quote(column)} IS DISTINCT FROM excluded.${quote(column)}`;
      return keep.has(column) ? Prisma.sql`(excluded.${quote(column)} IS NOT NULL AND ${differs})` : differs;
    }),
    " OR ",
  );
}

/** ON CONFLICT (key) DO UPDATE …, writing only rows that changed (so unchanged rows cost no write). */
function onConflictUpdate<R extends SqlRow>(spec: TableSpec<R>): Prisma.Sql {
  const keep = new Set<string>(spec.keepWhenNull ?? []);
  const assignments = updatableColumns(spec).map((column) =>
    keep.has(column)
      ? Prisma.sql`${quote(column)} = COALESCE(excluded.${quote(column)}, ${quote(spec.table)}.${quote(column)})`
      : Prisma.sql`${quote(column)} = excluded.${quote(column)}`,
  );
  if (!assignments.length) return Prisma.sql`ON CONFLICT (${quote(spec.key)}) DO NOTHING`;
  return Prisma.sql`ON CONFLICT (${quote(spec.key)}) DO UPDATE SET ${Prisma.join(assignments)} WHERE ${changedPredicate(spec)}`;
}

/** SELECT of the batch's rows from `batch` (a table or CTE) as INSERT … SELECT writes them, with any column filled on insert. */
function selectForInsert<R extends SqlRow>(spec: TableSpec<R>, batch: string): Prisma.Sql {
  const fill = spec.fillOnInsert;
  const values = spec.columns.map((column) => (column === fill?.column ? `COALESCE(s."${column}", ${fill.value})` : `s."${column}"`));
  // "WHERE true": SQLite would otherwise read the upsert's ON CONFLICT as the join's ON.
  return Prisma.raw(`SELECT ${values.join(", ")} FROM ${batch} s ${fill ? fill.join(batch) : ""} WHERE true`);
}

/**
 * SQLite: the batch goes into a temporary staging table in one statement (jsonb_each: a binary JSON parse, twice as fast as json_each), the
 * rows already stored are counted by a join on the key, then one INSERT … SELECT … ON
 * CONFLICT writes what is new or changed. Indexes stay: the table is live.
 */
async function upsertSqlite<R extends SqlRow>(tx: Tx, spec: TableSpec<R>, records: R[]): Promise<WriteCounts> {
  const stage = quote(`import_stage_${spec.table}`);
  const columns = Prisma.join(spec.columns.map(quote));
  await tx.$executeRaw(Prisma.sql`CREATE TEMP TABLE IF NOT EXISTS ${stage} AS SELECT ${columns} FROM ${quote(spec.table)} WHERE 0`);
  await tx.$executeRaw(Prisma.sql`DELETE FROM ${stage}`);
  const values = Prisma.join(spec.columns.map((_, i) => Prisma.raw(`value ->> ${i}`)));
  await tx.$executeRaw(Prisma.sql`INSERT INTO ${stage} (${columns}) SELECT ${values} FROM jsonb_each(jsonb(${toJsonRows(spec.columns, records, "sqlite")}))`);
  const [existing] = await tx.$queryRaw<{ n: unknown }[]>(
    Prisma.sql`SELECT COUNT(*) AS n FROM ${stage} s JOIN ${quote(spec.table)} t ON t.${quote(spec.key)} = s.${quote(spec.key)}`,
  );
  const written = await tx.$executeRaw(Prisma.sql`INSERT INTO ${quote(spec.table)} (${columns}) ${selectForInsert(spec, `"import_stage_${spec.table}"`)} ${onConflictUpdate(spec)}`);
  const inserted = records.length - readCount(existing?.n);
  return { inserted, updated: written - inserted };
}

/** INSERT … SELECT … FROM `batch` ON CONFLICT …, counting inserted rows apart from updated ones by RETURNING (xmax = 0); `batchRows` defines `batch` as a CTE. */
function upsertFromPostgres<R extends SqlRow>(spec: TableSpec<R>, batch: string, batchRows?: Prisma.Sql): Prisma.Sql {
  const columns = Prisma.join(spec.columns.map(quote));
  return Prisma.sql`
    WITH ${batchRows ? Prisma.sql`${Prisma.raw(batch)} AS (${batchRows}),` : Prisma.empty} written AS (
      INSERT INTO ${quote(spec.table)} (${columns})
      ${selectForInsert(spec, batch)}
      ${onConflictUpdate(spec)}
      RETURNING (xmax = 0) AS inserted
    )
    SELECT COUNT(*) FILTER (WHERE inserted) AS inserted, COUNT(*) FILTER (WHERE NOT inserted) AS updated FROM written`;
}

const readCounts = (counts: { inserted: unknown; updated: unknown } | undefined): WriteCounts => ({ inserted: readCount(counts?.inserted), updated: readCount(counts?.updated) });

/**
 * PostgreSQL through Prisma: one statement. json_populate_recordset turns the batch into
 * rows of the table's own type, the upsert writes only what is new or changed.
 */
async function upsertPostgres<R extends SqlRow>(tx: Tx, spec: TableSpec<R>, records: R[]): Promise<WriteCounts> {
  const json = toJsonRows(spec.columns, records, "postgres");
  const [counts] = await tx.$queryRaw<{ inserted: unknown; updated: unknown }[]>(upsertFromPostgres(spec, "batch", Prisma.sql`SELECT * FROM json_populate_recordset(NULL::${quote(spec.table)}, ${json}::json)`));
  return readCounts(counts);
}

// Stage tables already made on a raw connection (they live as long as its session).
const stagedOn = new WeakMap<pg.Client, Set<string>>();

/**
 * PostgreSQL's fastest path, for bulk stores: the batch goes by `COPY … FROM STDIN` into a
 * temporary stage table of the table's own column types (emptied at each commit), then the
 * same upsert as above reads the stage. One transaction on the raw connection per batch, so
 * a batch is still all or nothing. COPY text is a third of the JSON's parsing cost on the
 * server, and skips Prisma's own serialising of the parameter.
 */
async function upsertPostgresByCopy<R extends SqlRow>(client: pg.Client, spec: TableSpec<R>, records: R[]): Promise<WriteCounts> {
  const stageName = `import_stage_${spec.table}`;
  const stage = `"${stageName}"`;
  const columns = spec.columns.map((c) => `"${c}"`).join(", ");
  await client.query("BEGIN");
  try {
    const made = stagedOn.get(client) ?? new Set<string>();
    if (!made.has(stageName)) {
      await client.query(`CREATE TEMP TABLE ${stage} ON COMMIT DELETE ROWS AS SELECT ${columns} FROM "${spec.table}" WITH NO DATA`);
      made.add(stageName);
      stagedOn.set(client, made);
    }
    await copyFromText(client, `COPY ${stage} (${columns}) FROM STDIN`, toCopyText(spec.columns, records));
    const { rows } = await client.query<{ inserted: unknown; updated: unknown }>(upsertFromPostgres(spec, stage).text);
    await client.query("COMMIT");
    return readCounts(rows[0]);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    // The stage was made inside the failed transaction: gone with it.
    stagedOn.get(client)?.delete(stageName);
    throw error;
  }
}

/** A bulk store can also write a batch through a raw PostgreSQL connection with COPY (runImport opens it). */
export type BulkRecordStore<R> = RecordStore<R> & { upsertByCopy: (client: pg.Client, records: R[]) => Promise<WriteCounts> };

export function isBulkRecordStore<R>(store: RecordStore<R>): store is BulkRecordStore<R> {
  return typeof (store as Partial<BulkRecordStore<R>>).upsertByCopy === "function";
}

/**
 * A store for a table with one natural key: binds the batch in bulk, writes only what is new
 * or changed. `batchSize` raises the batch from runImport's 1,000 for national files (Price
 * Paid), and makes it a bulk store: on PostgreSQL its batches go by COPY.
 */
export function createTableStore<R extends SqlRow>(spec: TableSpec<R>, options: { batchSize?: number } = {}): RecordStore<R> {
  const store: RecordStore<R> = {
    batchSize: options.batchSize,
    upsert(tx, records) {
      if (!records.length) return Promise.resolve({ inserted: 0, updated: 0 });
      return dialectOfTx(tx) === "postgres" ? upsertPostgres(tx, spec, records) : upsertSqlite(tx, spec, records);
    },
    delete: (tx, keys) => deleteRowsByKey(tx, spec.table, spec.key, keys),
  };
  if (!options.batchSize) return store;
  const bulk: BulkRecordStore<R> = {
    ...store,
    upsertByCopy: (client, records) => (records.length ? upsertPostgresByCopy(client, spec, records) : Promise.resolve({ inserted: 0, updated: 0 })),
  };
  return bulk;
}
