// SQLite statements run in one transaction on a worker thread (decision 130): each one's
// result comes back in order, and a failure rolls back every statement before it and comes
// back with the driver's own message.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { runSqlOnWorker } from "./run-sql-on-worker";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function makeDatabase(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sql-on-worker-"));
  dirs.push(dir);
  const file = path.join(dir, "test.db");
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec(`CREATE TABLE "t" ("k" TEXT PRIMARY KEY, "n" INTEGER NOT NULL); INSERT INTO "t" VALUES ('a', 1), ('b', 2)`);
  db.close();
  return file;
}

const readRows = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT "k", "n" FROM "t" ORDER BY "k"`).all();
  } finally {
    db.close();
  }
};

describe("runSqlOnWorker", () => {
  it("runs the statements in order, in one transaction, with their parameters, and answers each one's changes or value", async () => {
    const file = makeDatabase();
    const results = await runSqlOnWorker({
      file,
      timeoutMs: 5000,
      cacheKiB: 2048,
      statements: [
        { sql: `CREATE TEMP TABLE "add" AS SELECT value AS "k" FROM json_each(?)`, params: [JSON.stringify(["c", "d"])] },
        { sql: `INSERT INTO "t" ("k", "n") SELECT "k", 3 FROM temp."add"` },
        { sql: `SELECT COUNT(*) FROM "t"`, read: true },
        { sql: `DELETE FROM "t" WHERE "k" >= ? AND "k" < ?`, params: ["a", "b"] },
      ],
    });
    expect(results).toEqual([0, 2, 4, 1]);
    expect(readRows(file)).toEqual([
      { k: "b", n: 2 },
      { k: "c", n: 3 },
      { k: "d", n: 3 },
    ]);
  });

  it("a failing statement rolls back those before it and rejects with the driver's message", async () => {
    const file = makeDatabase();
    const failing = runSqlOnWorker({
      file,
      timeoutMs: 5000,
      cacheKiB: 2048,
      statements: [{ sql: `DELETE FROM "t"` }, { sql: `INSERT INTO "t" ("k") VALUES ('e')` }],
    });
    await expect(failing).rejects.toThrow(/NOT NULL constraint failed: t\.n/);
    expect(readRows(file)).toEqual([
      { k: "a", n: 1 },
      { k: "b", n: 2 },
    ]);
  });
});
