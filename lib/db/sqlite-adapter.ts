import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type Database from "better-sqlite3";
import { reuseStatements } from "./reuse-sqlite-statements";

// How long a statement waits for another process's write to finish before SQLITE_BUSY
// (better-sqlite3's default, stated here because several processes now share the file).
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Prisma's SQLite adapter for one file, with transactions that take the write lock when
 * they begin. Its own `BEGIN` is deferred: a transaction that reads and then writes asks
 * for the lock mid-way, and SQLite answers SQLITE_BUSY at once, without the busy timeout,
 * when another process is writing (waiting could deadlock two such upgraders). With
 * several server processes on one file (WEB_CONCURRENCY, decision 115) the job claim and
 * other read-then-write transactions failed that way. `BEGIN IMMEDIATE` waits its turn
 * instead. Within one process nothing changes: the adapter already runs one transaction
 * at a time. WAL mode is set by the migrations and stays with the file. Its statements are
 * kept prepared between queries (reuse-sqlite-statements.ts).
 */
export function createSqliteAdapter(file: string): PrismaBetterSqlite3 {
  const factory = new PrismaBetterSqlite3({ url: file, timeout: SQLITE_BUSY_TIMEOUT_MS });
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    adaptConnection(adapter, (adapter as unknown as { client?: Database.Database }).client);
    return adapter;
  };
  return factory;
}

// Stands in for the adapter's own `BEGIN`, which startTransaction below runs instead.
const BEGUN_ELSEWHERE = { run: () => ({ changes: 0, lastInsertRowid: 0 }) };

type Adapter = Awaited<ReturnType<PrismaBetterSqlite3["connect"]>>;

function adaptConnection(adapter: Adapter, db: Database.Database | undefined) {
  // The adapter keeps its better-sqlite3 connection as `client`; fail loudly if an upgrade moves it.
  if (!db || typeof db.prepare !== "function") throw new Error("@prisma/adapter-better-sqlite3 changed: its connection is no longer `client` (lib/db/sqlite-adapter.ts)");
  const onError = (adapter as unknown as { onError?: (error: unknown) => never }).onError;
  if (typeof onError !== "function") throw new Error("@prisma/adapter-better-sqlite3 changed: it no longer has `onError` (lib/db/sqlite-adapter.ts)");
  const prepare = reuseStatements(db.prepare.bind(db));
  db.prepare = ((sql: string) => (sql === "BEGIN" ? BEGUN_ELSEWHERE : prepare(sql))) as unknown as typeof db.prepare;

  // The adapter takes its one-transaction-at-a-time lock, then runs BEGIN, and never gives
  // the lock back if BEGIN fails. BEGIN IMMEDIATE fails when another process holds the
  // write lock past the busy timeout (SQLITE_BUSY) or the file cannot be written
  // (SQLITE_READONLY): every later transaction of this process then waited 2 s and failed
  // with "Unable to start a transaction in the given time", until the server restarted.
  // So BEGIN runs here, once the lock is held, and a failure gives the lock back.
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    const transaction = await startTransaction(isolationLevel);
    try {
      prepare("BEGIN IMMEDIATE").run();
    } catch (error) {
      await transaction.rollback();
      onError.call(adapter, error);
    }
    return transaction;
  };
}
