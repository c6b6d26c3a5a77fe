// The single-pass bulk load on SQLite: a raw better-sqlite3 connection beside Prisma's, each
// row staged as it is read by one prepared INSERT (measured ~1.0 s per 200k Sale rows against
// ~1.7 s for building the batch's JSON and expanding it with jsonb_each, and without Prisma
// serialising the one big parameter), then each batch upserted from its rowid range.
import Database from "better-sqlite3";
import { sqliteFilePath } from "@/lib/db/database-url";
import { urlOfDb } from "@/lib/db/client";
import { SQLITE_BUSY_TIMEOUT_MS } from "@/lib/db/sqlite-adapter";
import type { BulkLoad } from "./bulk-load";
import { toSqliteValue } from "./to-sqlite-value";
import { buildFillLookup, countStoredRows, insertFromBatch, quoteName, type SqlRow, type TableSpec } from "./upsert-sql";
import type { Db } from "./types";

const BATCH = quoteName("import_batch");
// The fill's lookup (upsert-sql.ts), built from the whole stage before the first batch is written.
const LOOKUP = "import_fill_lookup";
// The connection's page cache (SQLite's default is 2 MiB). A batch's rows go into every index
// of the table at scattered places; with the default cache each transaction read pages back
// and spilled dirty ones to the WAL again and again: 200k rows into the loaded bench
// database wrote in 9.9-11.0 s with it and 5.7-6.1 s with this (the process's memory, not the
// file's; a connection of the import's own, closed at its end).
const CACHE_KIB = 256 * 1024;
// Rows staged by one statement: 16 (Sale's 19 columns: 304 parameters), fewer for a table
// so wide that 16 rows would pass 999 parameters (the limit of SQLite before 3.32).
const ROWS_PER_INSERT = 16;
const MAX_PARAMETERS = 999;

/** Opens the stage (a temporary table on a connection of its own) for one file's load into `spec.table`. */
export async function openSqliteBulkLoad<R extends SqlRow>(db: Db, spec: TableSpec<R>): Promise<BulkLoad<R>> {
  const connection = new Database(sqliteFilePath(urlOfDb(db)), { timeout: SQLITE_BUSY_TIMEOUT_MS });
  try {
    connection.pragma(`cache_size = -${CACHE_KIB}`);
    return prepareStage(connection, spec);
  } catch (error) {
    connection.close();
    throw error;
  }
}

function prepareStage<R extends SqlRow>(connection: Database.Database, spec: TableSpec<R>): BulkLoad<R> {
  const stage = `temp.${quoteName(`import_stage_${spec.table}`)}`;
  const columns = spec.columns.map(quoteName).join(", ");
  // No constraints on the stage (CREATE TABLE AS copies none): a bad row fails in its batch's upsert, not here.
  connection.exec(`CREATE TEMP TABLE ${quoteName(`import_stage_${spec.table}`)} AS SELECT ${columns} FROM main.${quoteName(spec.table)} WHERE 0`);
  const insert = connection.prepare(`INSERT INTO ${stage} (${columns}) VALUES (${spec.columns.map(() => "?").join(", ")})`);
  const batchRows = `${BATCH} AS (SELECT * FROM ${stage} WHERE rowid BETWEEN @first AND @last)`;
  const bound = spec.periodColumn ? { [spec.periodColumn]: "@period" } : {};
  const countStored = connection.prepare(`WITH ${batchRows} ${countStoredRows(spec, BATCH)}`).pluck();
  // Prepared once the lookup it reads exists.
  let upsert: Database.Statement | undefined;
  const prepareUpsert = () => {
    for (const sql of buildFillLookup(spec, stage, LOOKUP)) connection.exec(sql);
    const lookup = spec.fillOnInsert ? `temp.${quoteName(LOOKUP)}` : undefined;
    return connection.prepare(`WITH ${batchRows} ${insertFromBatch(spec, BATCH, { bound: bound as Partial<Record<keyof R & string, string>>, lookup })}`);
  };
  const findStaged = connection.prepare(`SELECT DISTINCT ${quoteName(spec.key)} FROM ${stage} WHERE ${quoteName(spec.key)} IN (SELECT value FROM json_each(?))`).pluck();
  // Rowid ranges of the staged batches: a fresh table numbers its rows 1, 2, 3… as inserted.
  const ranges: { first: number; last: number }[] = [];

  // Rows are staged `together` at a time, one statement each (the rest of a batch one by
  // one): the statement's own cost, not the row's, was a third of staging.
  const width = spec.columns.length;
  const together = Math.max(1, Math.min(ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / width)));
  const row = `(${spec.columns.map(() => "?").join(", ")})`;
  const insertMany = connection.prepare(`INSERT INTO ${stage} (${columns}) VALUES ${Array.from({ length: together }, () => row).join(", ")}`);
  const values: (string | number | null)[] = new Array(width * together);
  let pending = 0;
  // The batch being staged: its transaction (on the temporary table alone, so it locks
  // nothing in the database file) is open from its first row; rowids of its first and last.
  let first = 0;
  let last = 0;
  const add = (record: R) => {
    if (!first && !pending) connection.exec("BEGIN");
    const offset = pending * width;
    for (let i = 0; i < width; i++) values[offset + i] = toSqliteValue(record[spec.columns[i] as keyof R & string]);
    if (++pending < together) return;
    last = Number(insertMany.run(values).lastInsertRowid);
    if (!first) first = last - together + 1;
    pending = 0;
  };
  const endBatch = () => {
    for (let k = 0; k < pending; k++) {
      last = Number(insert.run(values.slice(k * width, (k + 1) * width)).lastInsertRowid);
      if (!first) first = last;
    }
    pending = 0;
    if (!first) return;
    connection.exec("COMMIT");
    ranges.push({ first, last });
    first = 0;
  };
  const writeBatch = connection.transaction((index: number, period: string, upsert: Database.Statement) => {
    const range = ranges[index];
    if (!range) throw new Error(`writeStagedBatch: batch ${index} was not staged`);
    const size = range.last - range.first + 1;
    const stored = Number(countStored.get(range));
    const written = upsert.run({ ...range, ...(spec.periodColumn ? { period } : {}) }).changes;
    const inserted = size - stored;
    return { inserted, updated: written - inserted };
  });

  return {
    add,
    endBatch: async () => endBatch(),
    listStagedKeys: async (keys) => new Set(keys.length ? (findStaged.all(JSON.stringify(keys)) as string[]) : []),
    // BEGIN IMMEDIATE: the upsert reads before it writes, and waits its turn for the write lock (lib/db/sqlite-adapter.ts).
    writeStagedBatch: async (index, period) => {
      // The lookup is built before the first batch's transaction, not holding the write lock.
      upsert ??= prepareUpsert();
      return writeBatch.immediate(index, period, upsert);
    },
    stagedBatches: () => ranges.length,
    end: async () => {
      connection.close();
    },
  };
}
