import { afterEach, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { createDb, type Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { Prisma } from "@/lib/generated/sqlite/client";
import { createTestDb } from "@/tests/helpers/test-db";

// The app's own sessions (lib/db/client.ts, decision 152). PostgreSQL: no JIT; and the web
// server's plan no parallel workers, for Prisma's queries and the raw reader's alike (an
// outward code's page at 30M sales was read by two workers over every postcode, 80-130 ms,
// where the index reads 67 rows), while an import's keep the server's own number. SQLite:
// the raw reader's connection only reads. (No test skips itself on one database.)
const settings = Prisma.sql`SELECT current_setting('jit') AS "jit", current_setting('max_parallel_workers_per_gather') AS "workers"`;

async function readSettings(serving: boolean): Promise<unknown[][]> {
  const testDb = await createTestDb();
  const db = createDb(testDb.url, undefined, { serving });
  try {
    return process.env.TEST_DATABASE_URL ? [await queryRows(db, settings), await db.$queryRaw(settings)] : [await queryRows(db, Prisma.sql`SELECT * FROM pragma_query_only`)];
  } finally {
    await db.$disconnect();
    await testDb.cleanup();
  }
}

describe("the app's database sessions", () => {
  it("read without JIT on PostgreSQL, and without parallel workers in the web server; through a read-only connection on SQLite", async () => {
    if (process.env.TEST_DATABASE_URL) {
      const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await server.connect();
      const own = (await server.query<{ workers: string }>(`SELECT current_setting('max_parallel_workers_per_gather') AS workers`)).rows[0]?.workers;
      await server.end();
      expect(own).not.toBe("0");
      expect(await readSettings(true)).toEqual([[{ jit: "off", workers: "0" }], [{ jit: "off", workers: "0" }]]);
      expect(await readSettings(false)).toEqual([[{ jit: "off", workers: own }], [{ jit: "off", workers: own }]]);
    } else {
      for (const serving of [true, false]) expect(await readSettings(serving)).toEqual([[{ query_only: 1 }]]);
    }
  });
});

// The server's instrumentation marks its process before anything makes the app's client.
describe("markServingProcess", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("makes the app's one client (getDb) a serving one", async () => {
    const testDb = await createTestDb();
    vi.resetModules();
    vi.stubEnv("DATABASE_URL", testDb.url);
    const client = await import("@/lib/db/client");
    const made = globalThis as unknown as { appDb?: Db; serving?: boolean };
    const [appDb, serving] = [made.appDb, made.serving];
    made.appDb = undefined;
    client.markServingProcess();
    const db = client.getDb();
    try {
      const read = process.env.TEST_DATABASE_URL ? settings : Prisma.sql`SELECT * FROM pragma_query_only`;
      expect(await queryRows(db, read)).toEqual(process.env.TEST_DATABASE_URL ? [{ jit: "off", workers: "0" }] : [{ query_only: 1 }]);
    } finally {
      await db.$disconnect();
      Object.assign(made, { appDb, serving });
      await testDb.cleanup();
    }
  });
});
