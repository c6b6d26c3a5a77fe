// The single-pass bulk load on PostgreSQL: each batch goes by `COPY … FROM STDIN` into a
// temporary table of its own, of the table's column types, on a raw connection (Prisma
// cannot speak the copy protocol; temporary tables live as long as that one session); then
// each batch is upserted from its table, a transaction each, and its table dropped. A table
// a batch, not one stage numbered by batch: that needed an index on the number and ANALYZE
// (0.5-0.8 s per 200k rows) for each batch's write to find its rows. Two such stages, each
// on a connection of its own, take the rows by key and write side by side (decision 137).
// A batch's new rows are filled (Sale's UPRNs) in its table as it is staged (decision 144).
import { connectRawPg, copyFromText, CopyTextBuffer, toCopyLine } from "./pg-copy";
import type { BulkLoad, StagedWrite } from "./bulk-load";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { countRepeatedKeys, fillStagedBatch, insertNewFromBatch, quoteName, readUpsertCounts, selectCountiesOfTouched, selectDaysOfTouched, selectTouchedRows, upsertCountingOnPostgres, type SqlRow, type TableSpec } from "./upsert-sql";
import { settleAll } from "./settle-all";
import { splitLoadByKey } from "./split-load-by-key";
import type { Db, TouchedDay, WriteCounts } from "./types";

// The fill's lookup (upsert-sql.ts), extended by each batch of its lane as it is staged.
const LOOKUP = quoteName("import_fill_lookup");
// The rows a load touches (selectTouchedRows), made once for its days and counties.
const TOUCHED = quoteName("import_touched_rows");
// A statement runs on one core of the server: one lane wrote its batches one after another
// with the other core idle (1.56 s of inserts in a 200k-row load, 0.82 s in two; decision 137).
export const POSTGRES_LOAD_LANES = 2;
// PostgreSQL's SQLSTATE for a duplicate key.
const UNIQUE_VIOLATION = "23505";
// The statistics target of a lane's ANALYZEs (each batch's stage, the fill's lookup): they
// sample 300 × this many rows. At the default (100, 30,000 rows) a 25k-row batch was read
// whole and its join columns' values sorted, 60-130 ms of the server a batch and ~0.65 s a
// 200k-row load; at 10 (3,000 rows) ~15 ms, with the same plan (decision 143).
export const STAGE_STATISTICS_TARGET = 10;

/**
 * Opens the stage for one file's load into `spec.table`, in POSTGRES_LOAD_LANES lanes split by key
 * (split-load-by-key.ts); `end` closes their connections (and any batch table left with them).
 */
export async function openPostgresBulkLoad<R extends SqlRow>(db: Db, spec: TableSpec<R>): Promise<BulkLoad<R>> {
  const lanes: BulkLoad<R>[] = [];
  try {
    for (let i = 0; i < POSTGRES_LOAD_LANES; i++) lanes.push(await openLane(db, spec));
  } catch (error) {
    await settleAll(lanes.map((lane) => lane.end()));
    throw error;
  }
  return splitLoadByKey(lanes, (record) => String(record[spec.key]));
}

/** One lane: its batches' tables and the fill's lookup on a raw connection of its own. */
async function openLane<R extends SqlRow>(db: Db, spec: TableSpec<R>): Promise<BulkLoad<R>> {
  const client = await connectRawPg(db);
  // The lane's own connection: nothing else is analysed on it.
  await client.query(`SET default_statistics_target = ${STAGE_STATISTICS_TARGET}`).catch(async (error: unknown) => {
    await client.end();
    throw error;
  });
  const columns = spec.columns.map(quoteName).join(", ");
  const analysed = (spec.fillOnInsert?.joins ?? [spec.key]).map(quoteName).join(", ");
  const stageOf = (index: number) => quoteName(`import_stage_${spec.table}_${index}`);
  // The period is bound as text: the only period column (Sale's) is text.
  const bound = (spec.periodColumn ? { [spec.periodColumn]: "$1::text" } : {}) as Partial<Record<keyof R & string, string>>;
  let batches = 0;
  // The current batch as COPY text, encoded as each record is added: text is all that is kept of a record once read.
  const text = new CopyTextBuffer();
  // Until a batch collides with a stored key, each is written first by a plain INSERT … SELECT
  // in a savepoint: ON CONFLICT's per-row speculative insertion was ~65 ms of the server in a
  // 50k-row batch's ~170 (new sales into an empty table). A collision rolls back to the
  // savepoint, and that batch and every later one take the counting upsert: a load wastes at
  // most one batch's insert, whose rows the VACUUM after the load clears.
  let mayBeNew = true;
  const params = (period: string) => (spec.periodColumn ? [period] : []);
  // Each batch's fill column was filled as it was staged (fillStagedBatch).
  const options = (indexesSetAside: boolean) => ({ bound, unordered: indexesSetAside, filled: true });
  const insertIfNew = async (stage: string, { period, indexesSetAside }: StagedWrite): Promise<WriteCounts | null> => {
    await client.query("SAVEPOINT all_new");
    try {
      const { rowCount } = await client.query(insertNewFromBatch(spec, stage, options(indexesSetAside)), params(period));
      return { inserted: rowCount ?? 0, updated: 0 };
    } catch (error) {
      if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
      await client.query("ROLLBACK TO SAVEPOINT all_new");
      mayBeNew = false;
      return null;
    }
  };
  const upsert = async (stage: string, { period, indexesSetAside }: StagedWrite): Promise<WriteCounts> => {
    const { rows } = await client.query<{ inserted: unknown; updated: unknown }>(upsertCountingOnPostgres(spec, stage, null, options(indexesSetAside)), params(period));
    return readUpsertCounts(rows[0]);
  };

  return {
    add: (record) => text.addLine(toCopyLine(spec.columns, record)),
    endBatch: async () => {
      if (text.isEmpty()) return;
      const data = text.take();
      const stage = stageOf(batches++);
      // No constraints (CREATE TABLE AS copies none): a bad row fails in its batch's upsert, not in the COPY.
      await client.query(`CREATE TEMP TABLE ${stage} AS SELECT ${columns} FROM ${quoteName(spec.table)} WITH NO DATA`);
      await copyFromText(client, `COPY ${stage} (${columns}) FROM STDIN`, data);
      // A fresh table has no statistics: planned as ~16k rows, a batch's join to the fill's
      // lookup probed its index once a row (334 ms of a 50k-row upsert's 632-900); analysed,
      // the same join is memoised (149 ms). Only the columns the join reads: every column's
      // statistics took ~150 ms of the server a 50k-row batch, these ~55 ms (the row count
      // comes with any of them), and the same plan; on a sample, ~15 ms (STAGE_STATISTICS_TARGET).
      await client.query(`ANALYZE ${stage} (${analysed})`);
      // The fill while the file is read, when the server has a core to spare, not in the
      // batch's write, when both are busy (decision 144).
      for (const sql of fillStagedBatch(spec, stage, LOOKUP, batches === 1)) await client.query(sql);
    },
    listStagedKeys: async (keys) => {
      if (!keys.length || !batches) return new Set();
      const tables = Array.from({ length: batches }, (_, index) => `SELECT ${quoteName(spec.key)} AS key FROM ${stageOf(index)} WHERE ${quoteName(spec.key)} = ANY($1::text[])`);
      const { rows } = await client.query<{ key: string }>(tables.join(" UNION "), [keys]);
      return new Set(rows.map((row) => row.key));
    },
    listTouched: async (keys) => {
      // Every batch's table (none staged: a file of deletes only reads the stored rows).
      const tables = Array.from({ length: batches }, (_, index) => `SELECT * FROM ${stageOf(index)}`);
      const staged = `(${tables.length ? tables.join(" UNION ALL ") : `SELECT * FROM ${quoteName(spec.table)} WHERE false`})`;
      const deleted = `SELECT unnest($1::text[])`;
      const day = (date: string) => `to_char(date_trunc('day', ${date}), 'YYYY-MM-DD')`;
      const touchedRows = selectTouchedRows(spec, staged, deleted);
      if (!touchedRows) return null;
      // The touched rows made once, for the days and the counties: each read them again, the
      // stored ones by key (1.1-1.6 s each for a month's national file into the 2M shape).
      await client.query(`CREATE TEMP TABLE ${TOUCHED} AS SELECT * FROM ${touchedRows}`, [keys]);
      try {
        const days = (await client.query<{ postcode: string; day: string }>(selectDaysOfTouched(TOUCHED, day))).rows.map((row): TouchedDay => [row.postcode, row.day]);
        // A key staged twice is stored once, in its later row's county: the counties would count it twice.
        const [repeated] = (await client.query<{ n: unknown }>(countRepeatedKeys(spec, staged))).rows;
        if (readCount(repeated?.n) > 0) return { days, counties: null };
        const { rows } = await client.query<{ county: unknown; side: unknown; n: unknown; first: unknown; last: unknown }>(selectCountiesOfTouched(TOUCHED, day));
        return { days, counties: rows.map((row) => ({ county: readText(row.county), side: readCount(row.side) > 0 ? 1 : -1, count: readCount(row.n), first: readText(row.first) ?? "", last: readText(row.last) ?? "" })) };
      } finally {
        await client.query(`DROP TABLE ${TOUCHED}`);
      }
    },
    writeStagedBatch: async (index, write) => {
      const stage = stageOf(index);
      await client.query("BEGIN");
      try {
        const counts = (mayBeNew && (await insertIfNew(stage, write))) || (await upsert(stage, write));
        // Written: its temporary space goes back now, not when the whole file is done.
        await client.query(`DROP TABLE ${stage}`);
        await client.query("COMMIT");
        return counts;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
    },
    stagedBatches: () => batches,
    end: () => client.end(),
  };
}
