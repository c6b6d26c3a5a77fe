// A freshly migrated database for one test file: a temporary SQLite file by default, or a
// new PostgreSQL database next to TEST_DATABASE_URL when that is set (npm run test:pg).
import { afterAll } from "vitest";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { applyMigrations, listMigrations } from "@/lib/db/apply-migrations";
import { createDb, type Db } from "@/lib/db/client";

export type TestDb = { db: Db; url: string; provider: "sqlite" | "postgres"; cleanup: () => Promise<void> };

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const TEMPLATE_PREFIX = "pas_template_";

/**
 * The name of the migrated PostgreSQL database that test databases are copied from: one per
 * set of migrations, so a changed or added migration makes a new one.
 */
function templateName(): string {
  const hash = createHash("sha256");
  for (const migration of listMigrations("postgres")) hash.update(`${migration.name}:${migration.checksum}\n`);
  return `${TEMPLATE_PREFIX}${hash.digest("hex").slice(0, 16)}`;
}

/**
 * Makes the template when this set of migrations has none, and drops those of other sets.
 * Migrated under a temporary name and then renamed, so no test copies a half-migrated
 * template; when two workers race, the second rename fails and its copy is dropped.
 */
async function ensureTemplate(admin: pg.Client, adminUrl: string, template: string): Promise<void> {
  // Matched in code, not with LIKE, whose "_" matches any character: only these are dropped.
  const { rows: databases } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database`);
  const rows = databases.filter((row) => row.datname.startsWith(TEMPLATE_PREFIX));
  if (rows.some((row) => row.datname === template)) return;
  const building = `pas_building_${randomBytes(6).toString("hex")}`;
  await admin.query(`CREATE DATABASE "${building}"`);
  try {
    await applyMigrations(withDatabase(adminUrl, building));
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    if ((error as { code?: string }).code !== "42P04") throw error; // another worker made it first
  }
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}

/**
 * A new PostgreSQL database copied from the migrated template. Copying skips migrating each
 * one (~100-150 ms here), and migrations take a server-wide lock (apply-migrations.ts), so
 * both vitest workers waited on each other's. A template dropped meanwhile by another
 * checkout's run (another set of migrations) is made again.
 */
async function copyTemplate(adminUrl: string, name: string): Promise<void> {
  const template = templateName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      await ensureTemplate(admin, adminUrl, template);
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== "3D000" || attempt === 3) throw error;
      }
    }
  } finally {
    await admin.end();
  }
}

export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `pas_test_${randomBytes(6).toString("hex")}`;
    await copyTemplate(adminUrl, name);
    const url = withDatabase(adminUrl, name);
    const db = createDb(url);
    return {
      db,
      url,
      provider: "postgres",
      cleanup: async () => {
        await db.$disconnect();
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "pas-test-"));
  const url = `file:${path.join(dir, "test.db")}`;
  await applyMigrations(url);
  const db = createDb(url);
  return {
    db,
    url,
    provider: "sqlite",
    cleanup: async () => {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A maker of fresh migrated databases for one test file; every one is dropped after it. */
export function useFreshDatabases(): () => Promise<TestDb> {
  const made: TestDb[] = [];
  afterAll(async () => {
    for (const t of made) await t.cleanup();
  });
  return async () => {
    const t = await createTestDb();
    made.push(t);
    return t;
  };
}
