import { describe, expect, it } from "vitest";
import { createDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { Prisma } from "@/lib/generated/sqlite/client";
import { createTestDb } from "@/tests/helpers/test-db";

// The app's own sessions (lib/db/client.ts). PostgreSQL: no JIT and no parallel workers, for
// Prisma's queries and the raw reader's alike (an outward code's page at 30M sales was read
// by two workers over every postcode, 80-130 ms, where the index reads 67 rows). SQLite: the
// raw reader's connection only reads. (No test skips itself on one database.)
describe("the app's database sessions", () => {
  it("read without JIT or parallel workers on PostgreSQL, and through a read-only connection on SQLite", async () => {
    const testDb = await createTestDb();
    const db = createDb(testDb.url);
    try {
      if (process.env.TEST_DATABASE_URL) {
        const settings = Prisma.sql`SELECT current_setting('jit') AS "jit", current_setting('max_parallel_workers_per_gather') AS "workers"`;
        const expected = [{ jit: "off", workers: "0" }];
        expect(await queryRows(db, settings)).toEqual(expected);
        expect(await db.$queryRaw(settings)).toEqual(expected);
      } else {
        expect(await queryRows(db, Prisma.sql`SELECT * FROM pragma_query_only`)).toEqual([{ query_only: 1 }]);
      }
    } finally {
      await db.$disconnect();
      await testDb.cleanup();
    }
  });
});
