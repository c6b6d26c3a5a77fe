// A freshly migrated database for one test file: a temporary SQLite file by default, or a
// new PostgreSQL database next to TEST_DATABASE_URL when that is set (npm run test:pg).
import { afterAll } from "vitest";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "@/lib/db/apply-migrations";
import { createDb, type Db } from "@/lib/db/client";

export type TestDb = { db: Db; url: string; provider: "sqlite" | "postgres"; cleanup: () => Promise<void> };

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `pas_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = withDatabase(adminUrl, name);
    await applyMigrations(url);
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
