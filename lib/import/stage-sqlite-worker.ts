// The worker thread of SQLite's bulk load (stage-sqlite.ts): it stages the rows the main
// thread parses, and writes each staged batch, on a connection of its own. better-sqlite3
// runs a statement to its end on the thread that calls it; staged on the main thread, 200k
// Price Paid rows spent ~0.5 s inserting into the stage while the second core idled, and
// the parse waited on it (decision 125). The rows cross as one text a message, their values
// tab-separated (stage-sqlite.ts's toStageRow): postMessage copied the flat arrays of bound
// values they crossed as before value by value, ~0.3 s of the main thread's per 200k rows
// (decision 141).
// Plain JavaScript given as text, like build-indexes-on-worker.ts, so it runs the same under
// tsx, Vitest and the standalone bundle.
import { Worker } from "node:worker_threads";
import { resolveSqliteDriver } from "./build-indexes-on-worker";
import type { Touched } from "./types";

/** The statements the worker runs, made by stage-sqlite.ts from the table's spec. */
export type StageSql = {
  /** Creates the temporary stage. */
  createStage: string;
  /** Stages `together` rows at once. */
  insertMany: string;
  /** Stages one row. */
  insertOne: string;
  /** How many of a batch's rows (@first..@last of the stage's rowids) are stored already. */
  countStored: string;
  /** 1 when the table numbers a new row after its largest rowid whatever its key (a rowid table whose key is not its rowid), else 0. */
  numbersNewRows: string;
  /** The table's largest rowid (null when empty). */
  lastRowid: string;
  /** Builds the fill's lookup, once, before the first batch is written. */
  buildLookup: string[];
  /** Writes a batch (@first, @last, and @period when the table has a period column), in the table's insert order. */
  upsert: string;
  /** The same, in no order (the load has set the table's indexes aside). */
  upsertUnordered: string;
  /** Which keys of a JSON array were staged. */
  findStaged: string;
  /** The days and the counties touched (upsert-sql.ts), each given the deleted keys as a JSON array, and the staged rows that repeat a key; null for a table without them. */
  listTouched: { days: string; counties: string; repeated: string } | null;
};

export type StageWorkerData = { driver: string; file: string; timeout: number; cacheKiB: number; width: number; together: number; hasPeriod: boolean; sql: StageSql };

type Request = { kind: "endBatch" } | { kind: "writeBatch"; index: number; period: string; ordered: boolean } | { kind: "findStaged"; keys: string[] } | { kind: "listTouched"; keys: string[] } | { kind: "close" };
type Answers = { endBatch: boolean; writeBatch: { inserted: number; updated: number }; findStaged: string[]; listTouched: Touched | null; close: null };

// Messages are handled in order: rows ({ text, count }) are staged as they come, with no
// answer; a request ({ id, kind, … }) is answered after every row sent before it. A failure
// to stage rows fails every request after it, with its message (a driver's error class does
// not cross threads with its message).
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const { sql, width, together, hasPeriod } = workerData;
const db = new Database(workerData.file, { timeout: workerData.timeout });
db.pragma("cache_size = -" + workerData.cacheKiB);
// The load's main thread checkpoints the WAL while a batch is written (stage-sqlite.ts): a
// commit here copied its pages into the database file and synced it, ~60 ms of a 50k-row
// batch's ~250. Synced at that checkpoint, not at each commit: a load cut short is
// "loading", and the next import finishes it (decision 151).
db.pragma("wal_autocheckpoint = 0");
db.pragma("synchronous = NORMAL");
db.exec(sql.createStage);
const insertMany = db.prepare(sql.insertMany);
const insertOne = db.prepare(sql.insertOne);
const countStored = db.prepare(sql.countStored).pluck();
// A batch's new rows are counted by the rowids they took, where each takes the largest plus
// one (decision 151): a join of the batch's keys with the table's looked each key up again,
// ~40 ms a 50k-row batch. By that join in a table whose key is its rowid.
const lastRowid = db.prepare(sql.numbersNewRows).pluck().get() === 1 ? db.prepare(sql.lastRowid).pluck() : null;
const readLastRowid = () => Number(lastRowid.get() ?? 0);
const findStaged = db.prepare(sql.findStaged).pluck();
const touched = sql.listTouched && {
  days: db.prepare(sql.listTouched.days).raw(),
  counties: db.prepare(sql.listTouched.counties),
  repeated: db.prepare(sql.listTouched.repeated).pluck(),
};
// Prepared when the first batch is written: the lookup they read is built then.
let upserts = null;
// Rowid ranges of the staged batches: a fresh table numbers its rows 1, 2, 3… as inserted.
const ranges = [];
// The batch being staged: its transaction (on the temporary table alone, so it locks
// nothing in the database file) is open from its first row; rowids of its first and last.
let first = 0;
let last = 0;
let failure = null;

// A value as toStageRow wrote it, one with a backslash (text without one is read as it is).
// (Backslashes are doubled here: this is the text of a template literal.)
const unescape = (c) => (c === "t" ? "\\t" : c === "n" ? "\\n" : c === "r" ? "\\r" : c);
function readValue(field) {
  if (field === "\\\\N") return null;
  if (field.charCodeAt(0) === 92 && field.charCodeAt(1) === 35) return Number(field.slice(2));
  return field.replace(/\\\\(.)/gs, (_, c) => unescape(c));
}

function stage(text, count) {
  // Every row has width values: the rows need no separator of their own.
  const values = text.split("\\t");
  if (values.length !== count * width) throw new Error("staged " + values.length + " values for " + count + " rows of " + width);
  for (let i = 0; i < values.length; i++) if (values[i].indexOf("\\\\") !== -1) values[i] = readValue(values[i]);
  if (!first) db.exec("BEGIN");
  let row = 0;
  for (; row + together <= count; row += together) {
    last = Number(insertMany.run(values.slice(row * width, (row + together) * width)).lastInsertRowid);
    if (!first) first = last - together + 1;
  }
  for (; row < count; row++) {
    last = Number(insertOne.run(values.slice(row * width, (row + 1) * width)).lastInsertRowid);
    if (!first) first = last;
  }
}

function endBatch() {
  if (!first) return false;
  db.exec("COMMIT");
  ranges.push({ first, last });
  first = 0;
  return true;
}

// BEGIN IMMEDIATE: the upsert reads before it writes, and waits its turn for the write lock.
const writeBatch = db.transaction((index, period, ordered) => {
  const range = ranges[index];
  if (!range) throw new Error("writeStagedBatch: batch " + index + " was not staged");
  const before = lastRowid ? readLastRowid() : 0;
  const stored = lastRowid ? 0 : Number(countStored.get(range));
  const upsert = ordered ? upserts.ordered : upserts.unordered;
  const written = upsert.run(hasPeriod ? { ...range, period } : range).changes;
  const inserted = lastRowid ? readLastRowid() - before : range.last - range.first + 1 - stored;
  return { inserted, updated: written - inserted };
});

const answer = {
  endBatch,
  writeBatch: ({ index, period, ordered }) => {
    // The lookup is built before the first batch's transaction, not holding the write lock.
    if (!upserts) {
      for (const statement of sql.buildLookup) db.exec(statement);
      upserts = { ordered: db.prepare(sql.upsert), unordered: db.prepare(sql.upsertUnordered) };
    }
    return writeBatch.immediate(index, period, ordered);
  },
  findStaged: ({ keys }) => (keys.length ? findStaged.all(JSON.stringify(keys)) : []),
  listTouched: ({ keys }) => {
    if (!touched) return null;
    const deleted = JSON.stringify(keys);
    const days = touched.days.all(deleted);
    // A key staged twice is stored once, in its later row's county: the counties would count it twice.
    if (Number(touched.repeated.get()) > 0) return { days, counties: null };
    const counties = touched.counties.all(deleted).map((row) => ({ county: row.county, side: Number(row.side), count: Number(row.n), first: row.first, last: row.last }));
    return { days, counties };
  },
  close: () => {
    db.close();
    return null;
  },
};

const describe = (error) => String(error && error.message ? error.message : error);

parentPort.on("message", (message) => {
  if (message.text !== undefined) {
    if (failure) return;
    try {
      stage(message.text, message.count);
    } catch (error) {
      failure = describe(error);
      if (db.inTransaction) db.exec("ROLLBACK");
    }
    return;
  }
  try {
    if (failure && message.kind !== "close") throw new Error(failure);
    parentPort.postMessage({ id: message.id, result: answer[message.kind](message) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: describe(error) });
  }
  if (message.kind === "close") parentPort.close();
});
`;

export type StageWorker = {
  /** Sends `count` rows to be staged, as toStageRow writes each, joined by tabs. */
  stage: (text: string, count: number) => void;
  ask: <K extends Request["kind"]>(request: Extract<Request, { kind: K }>) => Promise<Answers[K]>;
  /** Closes the connection (the stage vanishes with it) and ends the thread. */
  close: () => Promise<void>;
};

/** Starts the worker; it opens its connection and creates the stage before it handles a message. */
export function startStageWorker(data: Omit<StageWorkerData, "driver">): StageWorker {
  const driver = resolveSqliteDriver();
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ...data, driver } satisfies StageWorkerData });
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let stopped: Error | null = null;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };
  worker.on("message", (message: { id: number; result?: unknown; error?: string }) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined) waiting?.reject(new Error(message.error));
    else waiting?.resolve(message.result as never);
  });
  worker.on("error", stop);
  worker.on("exit", (code) => stop(new Error(`The bulk load's worker stopped (exit code ${code})`)));
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  const ask = <K extends Request["kind"]>(request: Extract<Request, { kind: K }>) =>
    new Promise<Answers[K]>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      worker.postMessage({ ...request, id });
    });
  return {
    stage: (text, count) => worker.postMessage({ text, count }),
    ask,
    close: async () => {
      if (!stopped) await ask({ kind: "close" }).catch(() => undefined);
      await exited;
    },
  };
}
