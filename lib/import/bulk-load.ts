import type { Db, RecordStore, Touched, WriteCounts } from "./types";

/**
 * One file's single-pass load into a bulk store's table: every batch is staged as the file
 * is read (the period is not known until its last row), then written from the stage in the
 * same batches, a transaction each, once the period is. Runs on a raw connection of its own
 * (better-sqlite3 or pg), whose temporary stage vanishes with it however the load ends.
 */
export type BulkLoad<R> = {
  /**
   * Stages one record into the current batch as it is read, so the batch is never held as
   * records (50,000 live records a batch made the garbage collector a third of the parse).
   */
  add: (record: R) => void;
  /** Ends the current batch; batches are numbered from 0 in the order ended. Resolves once it is staged. */
  endBatch: () => Promise<void>;
  /** Which of `keys` were staged (a change file may delete a key and add it back); asked before any batch is written. */
  listStagedKeys: (keys: string[]) => Promise<Set<string>>;
  /**
   * The days (with their postcodes) and the counties of the staged rows, of the stored rows
   * they will replace, and of the stored rows of `deleteKeys` (the keys the load will delete,
   * none of them staged); null for a table without `touches`. Asked before any batch is written.
   */
  listTouched: (deleteKeys: string[]) => Promise<Touched | null>;
  /** Writes staged batch `index` in one transaction, as `write` says; each batch once, in order. */
  writeStagedBatch: (index: number, write: StagedWrite) => Promise<WriteCounts>;
  /** Batches staged so far. */
  stagedBatches: () => number;
  /** Drops the stage and closes the connection. */
  end: () => Promise<void>;
};

/**
 * How the staged batches are written: with `period` on every row, and in the table's insert
 * order unless the load set its indexes aside (upsert-sql.ts, decision 140).
 */
export type StagedWrite = { period: string; indexesSetAside: boolean };

/** A store for national files: its batches are staged and written by a BulkLoad (runImport's single pass). */
export type BulkRecordStore<R> = RecordStore<R> & {
  /** The table it writes: its secondary indexes may be set aside for a first load (set-aside-indexes.ts). */
  table: string;
  openBulkLoad: (db: Db) => Promise<BulkLoad<R>>;
  /** A record's outward code, for a table whose rows the markets read (TableSpec.touches): its load reports the areas it added rows to. */
  outcodeOf?: (record: R) => unknown;
};

export function isBulkRecordStore<R>(store: RecordStore<R>): store is BulkRecordStore<R> {
  return typeof (store as Partial<BulkRecordStore<R>>).openBulkLoad === "function";
}
