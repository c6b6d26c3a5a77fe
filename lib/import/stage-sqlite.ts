// The single-pass bulk load on SQLite: the main thread parses, and a worker thread
// (stage-sqlite-worker.ts) stages each row as it is sent by one prepared INSERT into a
// temporary table on a connection of its own (measured ~1.0 s per 200k Sale rows against
// ~1.7 s for building the batch's JSON and expanding it with jsonb_each), then writes each
// batch from its rowid range.
import { sqliteFilePath } from "@/lib/db/database-url";
import { urlOfDb } from "@/lib/db/client";
import { SQLITE_BUSY_TIMEOUT_MS } from "@/lib/db/sqlite-adapter";
import type { BulkLoad } from "./bulk-load";
import { startStageWorker, type StageSql } from "./stage-sqlite-worker";
import { escapeCopyText } from "./pg-copy";
import { toSqliteValue } from "./to-sqlite-value";
import { buildFillLookup, countRepeatedKeys, countStoredRows, insertFromBatch, quoteName, selectTouchedCounties, selectTouchedDays, type SqlRow, type TableSpec } from "./upsert-sql";
import type { Db } from "./types";

const BATCH = quoteName("import_batch");
// The fill's lookup (upsert-sql.ts), built from the whole stage before the first batch is written.
const LOOKUP = "import_fill_lookup";
// The worker connection's page cache (SQLite's default is 2 MiB). A batch's rows go into
// every index of the table at scattered places; with the default cache each transaction read
// pages back and spilled dirty ones to the WAL again and again: 200k rows into the loaded
// bench database wrote in 9.9-11.0 s with it and 5.7-6.1 s with this (the process's memory,
// not the file's; a connection of the import's own, closed at its end).
const CACHE_KIB = 256 * 1024;
// Rows staged by one statement: 16 (Sale's 19 columns: 304 parameters), fewer for a table
// so wide that 16 rows would pass 999 parameters (the limit of SQLite before 3.32): the
// statement's own cost, not the row's, was a third of staging one row a statement.
const ROWS_PER_INSERT = 16;
const MAX_PARAMETERS = 999;
// Rows sent to the worker at once: few messages, each copied in well under a millisecond.
const ROWS_PER_MESSAGE = 4096;
// The worker's commits write the WAL only (stage-sqlite-worker.ts): this thread, idle while a
// batch is written, copies the batches before it into the database file meanwhile, and the
// last one after it (decision 151). Overlapped so, the worker's next transaction starts while
// the WAL is being copied, and the WAL grows instead of starting again: every this many
// batches the copy is made first, so that a national load's WAL holds a few batches, not the load.
export const WAL_RESTART_BATCHES = 8;

/** Copies what the WAL holds into the database file, as far as no reader needs it kept (a passive checkpoint: it waits for no one). */
async function checkpointWal(db: Db): Promise<void> {
  await db.$queryRawUnsafe("PRAGMA wal_checkpoint(PASSIVE)");
}

/**
 * One row as the worker reads it (decision 141): its bound values tab-separated, null as \N,
 * a number as \# and its digits (read back exactly), text as COPY escapes it (so no text
 * holds a raw tab, and none reads back as \N or \#). A message's rows are joined by tabs too.
 */
function toStageRow<R extends SqlRow>(columns: readonly (keyof R & string)[], row: R): string {
  const values: string[] = new Array(columns.length);
  for (let i = 0; i < columns.length; i++) {
    const value = toSqliteValue(row[columns[i] as keyof R & string]);
    if (typeof value === "string") values[i] = escapeCopyText(value);
    else if (typeof value === "number") values[i] = `\\#${value}`;
    else if (value === null) values[i] = "\\N";
    // What better-sqlite3 would refuse to bind: a parser's bug, failed here as the driver failed it.
    else throw new TypeError(`The stage can only bind numbers, strings and null: ${columns[i]} is ${typeof value}`);
  }
  return values.join("\t");
}

/** The statements of one file's load into `spec.table`, staged in a temporary table. */
function writeStageSql<R extends SqlRow>(spec: TableSpec<R>, together: number): StageSql {
  const stage = `temp.${quoteName(`import_stage_${spec.table}`)}`;
  const columns = spec.columns.map(quoteName).join(", ");
  const row = `(${spec.columns.map(() => "?").join(", ")})`;
  const batchRows = `${BATCH} AS (SELECT * FROM ${stage} WHERE rowid BETWEEN @first AND @last)`;
  const bound = (spec.periodColumn ? { [spec.periodColumn]: "@period" } : {}) as Partial<Record<keyof R & string, string>>;
  const lookup = spec.fillOnInsert ? `temp.${quoteName(LOOKUP)}` : undefined;
  const upsertOfBatch = (unordered: boolean) => `WITH ${batchRows} ${insertFromBatch(spec, BATCH, { bound, lookup, unordered })}`;
  return {
    // No constraints (CREATE TABLE AS copies none): a bad row fails in its batch's upsert, not here.
    createStage: `CREATE TEMP TABLE ${quoteName(`import_stage_${spec.table}`)} AS SELECT ${columns} FROM main.${quoteName(spec.table)} WHERE 0`,
    insertMany: `INSERT INTO ${stage} (${columns}) VALUES ${Array.from({ length: together }, () => row).join(", ")}`,
    insertOne: `INSERT INTO ${stage} (${columns}) VALUES ${row}`,
    countStored: `WITH ${batchRows} ${countStoredRows(spec, BATCH)}`,
    numbersNewRows: selectNumbersNewRows(spec.table),
    lastRowid: `SELECT max(rowid) FROM main.${quoteName(spec.table)}`,
    buildLookup: buildFillLookup(spec, stage, LOOKUP),
    upsert: upsertOfBatch(false),
    upsertUnordered: upsertOfBatch(true),
    findStaged: `SELECT DISTINCT ${quoteName(spec.key)} FROM ${stage} WHERE ${quoteName(spec.key)} IN (SELECT value FROM json_each(?))`,
    listTouched: listTouchedSql(spec, stage),
  };
}

/**
 * 1 when `table` is a rowid table whose key is not its rowid (an INTEGER PRIMARY KEY is): only
 * then does every new row take the largest rowid plus one, whatever its key.
 */
function selectNumbersNewRows(table: string): string {
  const name = `'${table.replaceAll("'", "''")}'`;
  const rowidKey = `SELECT 1 FROM pragma_table_info(${name}) WHERE pk = 1 AND upper(type) = 'INTEGER' AND (SELECT COUNT(*) FROM pragma_table_info(${name}) WHERE pk > 0) = 1`;
  return `SELECT COUNT(*) FROM pragma_table_list(${name}) WHERE schema = 'main' AND type = 'table' AND NOT wr AND NOT EXISTS (${rowidKey})`;
}

/** The worker's statements for what a load touches (upsert-sql.ts), the deleted keys bound as one JSON array. */
function listTouchedSql<R extends SqlRow>(spec: TableSpec<R>, stage: string): StageSql["listTouched"] {
  const deleted = `SELECT value FROM json_each(?)`;
  const day = (date: string) => `substr(${date}, 1, 10)`;
  const [days, counties] = [selectTouchedDays(spec, stage, deleted, day), selectTouchedCounties(spec, stage, deleted, day)];
  return days && counties ? { days, counties, repeated: countRepeatedKeys(spec, stage) } : null;
}

/** Opens the stage (a temporary table on the worker's connection) for one file's load into `spec.table`. */
export async function openSqliteBulkLoad<R extends SqlRow>(db: Db, spec: TableSpec<R>): Promise<BulkLoad<R>> {
  const width = spec.columns.length;
  const together = Math.max(1, Math.min(ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / width)));
  const worker = startStageWorker({
    file: sqliteFilePath(urlOfDb(db)),
    timeout: SQLITE_BUSY_TIMEOUT_MS,
    cacheKiB: CACHE_KIB,
    width,
    together,
    hasPeriod: !!spec.periodColumn,
    sql: writeStageSql(spec, together),
  });
  // The rows being gathered for the next message, each as toStageRow writes it.
  let rows: string[] = [];
  let batches = 0;
  let batchRows = 0;
  const send = () => {
    if (!rows.length) return;
    worker.stage(rows.join("\t"), rows.length);
    rows = [];
  };

  return {
    add: (record) => {
      rows.push(toStageRow(spec.columns, record));
      batchRows++;
      if (rows.length === ROWS_PER_MESSAGE) send();
    },
    endBatch: async () => {
      send();
      if (!batchRows) return;
      batchRows = 0;
      batches++;
      await worker.ask({ kind: "endBatch" });
    },
    listStagedKeys: async (keys) => new Set(keys.length ? await worker.ask({ kind: "findStaged", keys }) : []),
    listTouched: (keys) => worker.ask({ kind: "listTouched", keys }),
    writeStagedBatch: async (index, { period, indexesSetAside }) => {
      // Checkpointed before the batch is asked for, the worker's transaction starts the WAL again.
      const restart = index > 0 && index % WAL_RESTART_BATCHES === 0;
      if (restart) await checkpointWal(db);
      const written = worker.ask({ kind: "writeBatch", index, period, ordered: !indexesSetAside });
      // Its failure is met where it is awaited below; this only stops Node calling it unhandled meanwhile.
      written.catch(() => undefined);
      if (!restart) await checkpointWal(db);
      const counts = await written;
      if (index === batches - 1) await checkpointWal(db);
      return counts;
    },
    stagedBatches: () => batches,
    end: () => worker.close(),
  };
}
