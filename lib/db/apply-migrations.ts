// Applies the committed migration SQL (prisma/<provider>/migrations/*/migration.sql) in
// order, once each, recording what ran. Prisma's native migrate engine cannot be
// installed offline, so the app carries this small runner instead (docs/decisions/002).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { providerOf, sqliteFilePath } from "./database-url";

export type Migration = { name: string; sql: string; checksum: string };

export function listMigrations(provider: "sqlite" | "postgres", root = process.cwd()): Migration[] {
  const dir = path.join(root, "prisma", provider, "migrations");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

function checkHistory(applied: Map<string, string>, migrations: Migration[]) {
  for (const migration of migrations) {
    const checksum = applied.get(migration.name);
    if (checksum && checksum !== migration.checksum) {
      throw new Error(`Migration ${migration.name} was changed after it was applied. Write a new migration instead.`);
    }
  }
}

function applySqlite(file: string, migrations: Migration[]): string[] {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    db.exec(`CREATE TABLE IF NOT EXISTS "_app_migrations" (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    const rows = db.prepare(`SELECT name, checksum FROM "_app_migrations"`).all() as { name: string; checksum: string }[];
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    checkHistory(applied, migrations);
    const ran: string[] = [];
    for (const migration of migrations.filter((m) => !applied.has(m.name))) {
      db.transaction(() => {
        db.exec(migration.sql);
        db.prepare(`INSERT INTO "_app_migrations" (name, checksum, applied_at) VALUES (?, ?, ?)`).run(migration.name, migration.checksum, new Date().toISOString());
      })();
      ran.push(migration.name);
    }
    return ran;
  } finally {
    db.close();
  }
}

/**
 * The app reads text ranges that hold only in byte order: a postcode area's outward codes
 * are those from "M0" to "M:" (":" follows "9", keeping "ML" out of "M"; decision 118).
 * SQLite always compares bytes; PostgreSQL only under a byte-order collation (C, POSIX, C.UTF-8). A
 * database made with a language's collation (e.g. en-US, which skips punctuation and puts
 * "a" before "B") would answer wrongly without an error, so it is refused before anything
 * is written, with what to do.
 */
export const BYTE_ORDER_PROBE = `('M10' < 'M:' AND 'a' > 'B' AND '-' < '0')`;

async function checkByteOrder(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ byteOrder: boolean; name: string }>(`SELECT ${BYTE_ORDER_PROBE} AS "byteOrder", current_database() AS "name"`);
  const row = rows[0];
  if (row && !row.byteOrder) {
    throw new Error(
      `The PostgreSQL database "${row.name}" sorts text by a language's rules, and this app needs byte order. ` +
        `Create it with: CREATE DATABASE ${row.name} TEMPLATE template0 LOCALE_PROVIDER libc LC_COLLATE 'C' LC_CTYPE 'C.UTF-8' (docs/deployment.md, section 6).`,
    );
  }
}

async function applyPostgres(url: string, migrations: Migration[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await checkByteOrder(client);
    // One app instance migrates at a time; the others wait here, then find nothing to do.
    await client.query("SELECT pg_advisory_lock(727274)");
    await client.query(`CREATE TABLE IF NOT EXISTS "_app_migrations" (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)`);
    const { rows } = await client.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM "_app_migrations"`);
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    checkHistory(applied, migrations);
    const ran: string[] = [];
    for (const migration of migrations.filter((m) => !applied.has(m.name))) {
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(`INSERT INTO "_app_migrations" (name, checksum, applied_at) VALUES ($1, $2, now())`, [migration.name, migration.checksum]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
      ran.push(migration.name);
    }
    return ran;
  } finally {
    await client.query("SELECT pg_advisory_unlock(727274)").catch(() => undefined);
    await client.end();
  }
}

/** Applies pending migrations to the database at `url`; returns the names it applied. */
export async function applyMigrations(url: string, root = process.cwd()): Promise<string[]> {
  const provider = providerOf(url);
  const migrations = listMigrations(provider, root);
  return provider === "sqlite" ? applySqlite(sqliteFilePath(url), migrations) : applyPostgres(url, migrations);
}
