// One bundled-data load at a time per database, so that app instances starting together
// on a fresh database do not load the same rows at once (a duplicate key for one of them).
// The second waits, then finds every file recorded as loaded and skips it. See
// docs/decisions/041-data-load-lock.md.
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import pg from "pg";
import { providerOf, sqliteFilePath } from "./database-url";

// apply-migrations.ts holds 727274 while it migrates; the data load has its own key.
const POSTGRES_LOCK_KEY = 727275;
const SQLITE_RETRY_MS = 200;

type Release = () => Promise<void>;
export type DataLoadLockOptions = { /** Called once if another load holds the lock. */ onWait?: () => void };

// A session-level advisory lock belongs to one connection; Prisma's pool hands out any of
// several, so the lock is held on a connection of its own for the length of the load.
async function lockPostgres(url: string, options: DataLoadLockOptions): Promise<Release> {
  const client = new pg.Client({ connectionString: url });
  // Losing this connection ends the lock; the load's own connections report real failures,
  // and an unhandled 'error' event would end the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [POSTGRES_LOCK_KEY]);
    if (!rows[0]?.locked) {
      options.onWait?.();
      await client.query("SELECT pg_advisory_lock($1)", [POSTGRES_LOCK_KEY]);
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    await client.query("SELECT pg_advisory_unlock($1)", [POSTGRES_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  };
}

const isBusy = (error: unknown) => error instanceof Database.SqliteError && (error.code === "SQLITE_BUSY" || error.code === "SQLITE_LOCKED");

// An exclusive transaction on a small SQLite file beside the database: SQLite's own file
// lock, which the operating system drops when the holder exits, however it exits, so a
// killed load never leaves a stale lock. The database itself cannot hold it: its writer
// lock would shut out the load's own writes. Polled, because better-sqlite3's busy wait
// blocks the event loop.
async function lockSqlite(databaseFile: string, options: DataLoadLockOptions): Promise<Release> {
  const lock = new Database(`${databaseFile}-load.lock`, { timeout: 0 });
  for (let waited = false; ; ) {
    try {
      lock.exec("BEGIN EXCLUSIVE");
      break;
    } catch (error) {
      if (!isBusy(error)) {
        lock.close();
        throw error;
      }
      if (!waited) options.onWait?.();
      waited = true;
      await sleep(SQLITE_RETRY_MS);
    }
  }
  return async () => {
    lock.exec("ROLLBACK");
    lock.close();
  };
}

/** Runs `load` holding the database's data-load lock, waiting for it if another process has it. */
export async function withDataLoadLock<T>(url: string, load: () => Promise<T>, options: DataLoadLockOptions = {}): Promise<T> {
  const release = providerOf(url) === "sqlite" ? await lockSqlite(sqliteFilePath(url), options) : await lockPostgres(url, options);
  try {
    return await load();
  } finally {
    await release();
  }
}
