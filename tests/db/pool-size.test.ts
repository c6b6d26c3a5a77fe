import { afterEach, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { createDb } from "@/lib/db/client";
import { createTestDb } from "@/tests/helpers/test-db";

afterEach(() => vi.unstubAllEnvs());

describe("DATABASE_POOL_SIZE", () => {
  it.each([
    [undefined, 10],
    ["3", 3],
  ])("DATABASE_POOL_SIZE=%s → %i", async (value, expected) => {
    vi.resetModules();
    vi.stubEnv("DATABASE_POOL_SIZE", value);
    expect((await import("@/lib/env")).getEnv().DATABASE_POOL_SIZE).toBe(expected);
  });

  it.each(["0", "-1", "many", "201"])("refuses DATABASE_POOL_SIZE=%s", async (value) => {
    vi.resetModules();
    vi.stubEnv("DATABASE_POOL_SIZE", value);
    const { getEnv } = await import("@/lib/env");
    expect(() => getEnv()).toThrow("DATABASE_POOL_SIZE");
  });
});

// A pool only exists on PostgreSQL: there, at most poolSize connections. SQLite is one
// file handle per client, so on SQLite the same calls show a pool size is harmless: the
// client answers every concurrent query. (No test skips itself on one database.)
describe("createDb(url, poolSize)", () => {
  async function peakConnections(poolSize: number | undefined): Promise<number> {
    const testDb = await createTestDb();
    const db = createDb(testDb.url, poolSize);
    const database = new URL(testDb.url).pathname.slice(1);
    const watcher = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await watcher.connect();
    try {
      // Sampled until every query has answered, and the peak kept: one look after a fixed
      // delay saw 0 on a slow CI machine, where opening the pool's connections took longer.
      let done = false;
      const queries = Promise.all(Array.from({ length: 8 }, () => db.$queryRaw`SELECT pg_sleep(0.4)::text AS slept`)).finally(() => (done = true));
      let peak = 0;
      while (!done) {
        const { rows } = await watcher.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query LIKE '%pg_sleep(%'", [database]);
        peak = Math.max(peak, rows[0]?.n ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await queries;
      return peak;
    } finally {
      await watcher.end();
      await db.$disconnect();
      await testDb.cleanup();
    }
  }

  async function answersConcurrently(poolSize: number | undefined): Promise<number> {
    const testDb = await createTestDb();
    const db = createDb(testDb.url, poolSize);
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => db.$queryRaw<{ n: number }[]>`SELECT ${i} AS n`));
      return answers.length;
    } finally {
      await db.$disconnect();
      await testDb.cleanup();
    }
  }

  it("opens at most poolSize connections on PostgreSQL (pg's 10 without one); a pool size changes nothing on SQLite", async () => {
    if (process.env.TEST_DATABASE_URL) {
      expect(await peakConnections(2)).toBe(2);
      expect(await peakConnections(undefined)).toBe(8);
    } else {
      expect(await answersConcurrently(2)).toBe(8);
      expect(await answersConcurrently(undefined)).toBe(8);
    }
  });
});
