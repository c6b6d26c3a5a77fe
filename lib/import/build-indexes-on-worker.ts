// SQLite's half of restoreSetAsideIndexes (set-aside-indexes.ts): the recorded indexes built
// on a worker thread, over a connection of its own. better-sqlite3 runs a statement to its
// end on the thread that calls it, so built on the main thread a national table's indexes
// held the process for minutes; on a worker the main thread reads meanwhile (WAL: a reader
// sees the last commit, without the indexes still being built). The worker is plain
// JavaScript given as text, so it runs the same under tsx and Vitest.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

// The worker's transaction, BEGIN IMMEDIATE so that it waits its turn for the write lock
// (lib/db/sqlite-adapter.ts): each recorded index (of `names` when given) built unless it
// exists, and its record removed with it; the names built go back.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: workerData.timeout });
try {
  const recorded = db.prepare('SELECT "name", "definition" FROM ' + workerData.record + ' ORDER BY "name"');
  const exists = db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND name = ?").pluck();
  const forget = db.prepare('DELETE FROM ' + workerData.record + ' WHERE "name" = ?');
  const build = db.transaction(() => {
    const built = [];
    for (const row of recorded.all()) {
      if (workerData.names && !workerData.names.includes(row.name)) continue;
      if (!exists.get(row.name)) {
        db.exec(row.definition);
        built.push(row.name);
      }
      forget.run(row.name);
    }
    return built;
  });
  parentPort.postMessage({ result: build.immediate() });
} catch (error) {
  // Sent as text: a driver's error class does not cross threads with its message.
  parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
} finally {
  db.close();
}
`;

/** better-sqlite3's resolved path: a worker given as text requires the driver by it (it resolves no modules from this folder). */
export function resolveSqliteDriver(): string {
  return createRequire(import.meta.url).resolve("better-sqlite3");
}

export type IndexBuildOnWorker = { file: string; record: string; names?: readonly string[]; timeoutMs: number };

/**
 * Runs `source` (a worker's plain JavaScript, given the driver's path in `workerData.driver`)
 * and resolves to the `result` of the one message it posts, or rejects with its `error` text,
 * or with `what` stopped early when it exits without either.
 */
export function runOnSqliteWorker<T>(source: string, workerData: Record<string, unknown>, what: string): Promise<T> {
  const driver = resolveSqliteDriver();
  return new Promise((resolve, reject) => {
    let answer: { result: T } | { error: string } | undefined;
    const worker = new Worker(source, { eval: true, workerData: { ...workerData, driver } });
    worker.once("message", (message: typeof answer) => (answer = message));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (answer && "result" in answer) resolve(answer.result);
      else reject(new Error(answer?.error ?? `${what} stopped (exit code ${code}) before it finished`));
    });
  });
}

/** Builds the recorded indexes (all, or those of `names`) in one transaction on a worker thread; resolves to the names built. */
export function buildIndexesOnWorker({ file, record, names, timeoutMs }: IndexBuildOnWorker): Promise<string[]> {
  return runOnSqliteWorker(WORKER_SOURCE, { file, record, names, timeout: timeoutMs }, "The index build's worker");
}
