// A bulk load that brings more rows than its table holds (a first load into an empty
// table, or a national file into the bundle's few thousand sales) writes its rows without
// the secondary indexes and builds them once at the end: one sorted build per index instead
// of a random insert into each for every row (docs/decisions/114, 121). The definitions are
// recorded in the same transaction that drops the indexes, and removed in the same one that
// rebuilds them, so a load killed in between leaves them recorded, and the next import
// rebuilds them before it does anything else. The record is the importer's own table, made
// when first needed (like the migration runner's _app_migrations), not a model: nothing
// else reads it.
import { providerOfDb, urlOfDb } from "@/lib/db/client";
import { sqliteFilePath } from "@/lib/db/database-url";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { buildIndexesOnWorker } from "./build-indexes-on-worker";
import type { Db, Tx, WhileIndexesBuild } from "./types";
import { settleAll } from "./settle-all";

const RECORD = `"_import_set_aside_index"`;
const RECORD_NAME = "_import_set_aside_index";
// Building a national table's indexes takes minutes; the record waits for them.
const REBUILD_TRANSACTION = { maxWait: 30_000, timeout: 60 * 60_000 };
const SET_ASIDE_TRANSACTION = { maxWait: 30_000, timeout: 120_000 };

type Index = { name: string; definition: string };

/** The table's indexes that are neither its primary key nor unique (those are constraints, and the upsert needs the key). */
async function listSecondaryIndexes(tx: Tx, postgres: boolean, table: string): Promise<Index[]> {
  const rows = postgres
    ? await tx.$queryRawUnsafe<{ name: unknown; definition: unknown }[]>(
        `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         WHERE i.indrelid = to_regclass($1) AND NOT i.indisunique AND NOT i.indisprimary ORDER BY c.relname`,
        `"${table}"`,
      )
    : await tx.$queryRawUnsafe<{ name: unknown; definition: unknown }[]>(
        `SELECT name, sql AS definition FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%' ORDER BY name`,
        table,
      );
  return rows.map((row) => ({ name: readText(row.name) ?? "", definition: readText(row.definition) ?? "" }));
}

async function hasIndex(tx: Tx, name: string): Promise<boolean> {
  const [row] = await tx.$queryRawUnsafe<{ n: unknown }[]>(`SELECT COUNT(*) AS n FROM pg_class WHERE oid = to_regclass($1)`, `"${name}"`);
  return readCount(row?.n) > 0;
}

async function hasRecordTable(db: Db, postgres: boolean): Promise<boolean> {
  const [row] = postgres
    ? await db.$queryRawUnsafe<{ n: unknown }[]>(`SELECT COUNT(*) AS n FROM pg_class WHERE oid = to_regclass($1)`, RECORD)
    : await db.$queryRawUnsafe<{ n: unknown }[]>(`SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?`, RECORD_NAME);
  return readCount(row?.n) > 0;
}

/**
 * When `table` holds fewer rows than the load brings (`rows`), records its secondary indexes
 * and drops them, in one transaction; true when it did. A table at least the load's size
 * keeps its indexes: a change file touches few of its rows, and building the indexes over
 * the whole table again would cost more than inserting into them (200k rows into the
 * bundle's 25k sales wrote in 1.8 s set aside, built included, against 3.0 s kept). Readers
 * meanwhile find the table without them: slower, never wrong, and only while a load at
 * least doubles the table. Counted only up to `rows`, so a national table is never counted whole.
 */
export async function setAsideIndexesForLoad(db: Db, table: string, rows: number): Promise<boolean> {
  const postgres = providerOfDb(db) === "postgres";
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRawUnsafe<{ n: unknown }[]>(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM "${table}" LIMIT ${Math.max(0, Math.floor(rows))}) t`);
    if (readCount(row?.n) >= rows) return false;
    const indexes = await listSecondaryIndexes(tx, postgres, table);
    if (!indexes.length) return false;
    await tx.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS ${RECORD} ("name" TEXT PRIMARY KEY, "table" TEXT NOT NULL, "definition" TEXT NOT NULL)`);
    for (const index of indexes) {
      await tx.$executeRawUnsafe(`INSERT INTO ${RECORD} ("name", "table", "definition") VALUES (${postgres ? "$1, $2, $3" : "?, ?, ?"})`, index.name, table, index.definition);
      await tx.$executeRawUnsafe(`DROP INDEX "${index.name}"`);
    }
    return true;
  }, SET_ASIDE_TRANSACTION);
}

/**
 * Builds every recorded index that is missing and forgets the record, in one transaction;
 * returns the indexes built. Reads only (no transaction) when nothing is recorded, which is
 * every import but a first load's and one that follows a killed first load. On SQLite the
 * build runs on a worker thread (build-indexes-on-worker.ts). With `meanwhile`, the indexes
 * it reads are built first, in a transaction of their own, and it runs while the rest are
 * built (nothing recorded: it does not run).
 */
export async function restoreSetAsideIndexes(db: Db, meanwhile?: WhileIndexesBuild): Promise<string[]> {
  const postgres = providerOfDb(db) === "postgres";
  if (!(await hasRecordTable(db, postgres))) return [];
  const [pending] = await db.$queryRawUnsafe<{ n: unknown }[]>(`SELECT COUNT(*) AS n FROM ${RECORD}`);
  if (!readCount(pending?.n)) return [];
  if (!meanwhile) return buildRecordedIndexes(db, postgres);
  const first = await buildRecordedIndexes(db, postgres, meanwhile.reads);
  const [rest] = await settleAll([buildRecordedIndexes(db, postgres), meanwhile.run()]);
  return [...first, ...rest];
}

// PostgreSQL builds this many recorded indexes at once, each on a connection of its own:
// the four of Sale over 225k rows took 1.47 s one after another (the server's parallel
// workers included) and 1.13-1.24 s two at a time (decision 131). One CREATE INDEX locks
// out writes but not another CREATE INDEX on the same table.
const POSTGRES_BUILDS_AT_ONCE = 2;

/** The recorded indexes (all, or those of `names`) built unless they exist, and forgotten: on SQLite in one transaction, on PostgreSQL a transaction an index. */
async function buildRecordedIndexes(db: Db, postgres: boolean, names?: readonly string[]): Promise<string[]> {
  if (!postgres) return buildIndexesOnWorker({ file: sqliteFilePath(urlOfDb(db)), record: RECORD, names, timeoutMs: REBUILD_TRANSACTION.maxWait });
  const recorded = (await db.$queryRawUnsafe<{ name: unknown }[]>(`SELECT "name" FROM ${RECORD} ORDER BY "name"`)).map((row) => readText(row.name) ?? "").filter((name) => !names || names.includes(name));
  const built: string[] = [];
  const lanes = Array.from({ length: Math.min(POSTGRES_BUILDS_AT_ONCE, recorded.length) }, async () => {
    for (let name = recorded.shift(); name !== undefined; name = recorded.shift()) if (await buildRecordedIndex(db, name)) built.push(name);
  });
  await settleAll(lanes);
  return built;
}

/** One recorded index built unless it exists, and forgotten, in one transaction; false when another import took it first or it stood already. */
async function buildRecordedIndex(db: Db, name: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    // FOR UPDATE: a second import repairing at the same moment waits, then finds the record gone.
    const [row] = await tx.$queryRawUnsafe<{ definition: unknown }[]>(`SELECT "definition" FROM ${RECORD} WHERE "name" = $1 FOR UPDATE`, name);
    if (!row) return false;
    // Built already: a load that failed after its rebuild's CREATE INDEX would have rolled it back, but be safe.
    const missing = !(await hasIndex(tx, name));
    if (missing) await tx.$executeRawUnsafe(readText(row.definition) ?? "");
    await tx.$executeRawUnsafe(`DELETE FROM ${RECORD} WHERE "name" = $1`, name);
    return missing;
  }, REBUILD_TRANSACTION);
}
