import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "./test-db";

describe("createTestDb", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("gives a migrated, empty database that reads and writes", async () => {
    expect(await t.db.recentSearch.count()).toBe(0);
    await t.db.recentSearch.create({ data: { postcode: "NE1 1AD" } });
    const rows = await t.db.recentSearch.findMany();
    expect(rows.map((r) => r.postcode)).toEqual(["NE1 1AD"]);
  });
});
