// SQL statements run in one transaction on a worker thread, over a SQLite connection of its
// own: better-sqlite3 runs a statement to its end on the thread that calls it, so work the
// main thread could do meanwhile (the markets, decision 130) waited for it. Plain JavaScript
// given as text, like build-indexes-on-worker.ts, so it runs the same under tsx and Vitest.
import { runOnSqliteWorker } from "./build-indexes-on-worker";

/** One statement: run (its changes come back), or read (its first row's first value comes back). */
export type WorkerStatement = { sql: string; params?: readonly (string | number | null)[]; read?: boolean };

// BEGIN IMMEDIATE: the transaction waits its turn for the write lock (lib/db/sqlite-adapter.ts).
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: workerData.timeout });
try {
  db.pragma("cache_size = -" + workerData.cacheKiB);
  const run = db.transaction(() =>
    workerData.statements.map((statement) => {
      const prepared = db.prepare(statement.sql);
      const params = statement.params || [];
      return statement.read ? prepared.pluck().get(...params) : prepared.run(...params).changes;
    }),
  );
  parentPort.postMessage({ result: run.immediate() });
} catch (error) {
  // Sent as text: a driver's error class does not cross threads with its message.
  parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
} finally {
  db.close();
}
`;

export type SqlOnWorker = { file: string; statements: readonly WorkerStatement[]; timeoutMs: number; cacheKiB: number };

/** Runs `statements` in order in one transaction on a worker thread; resolves to each one's result (changes, or the value read). */
export function runSqlOnWorker({ file, statements, timeoutMs, cacheKiB }: SqlOnWorker): Promise<unknown[]> {
  return runOnSqliteWorker(WORKER_SOURCE, { file, statements, timeout: timeoutMs, cacheKiB }, "The SQL worker");
}
