import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "./client";

// SQLite's own adapter (transactions that take the write lock when they begin), so on a
// SQLite file whatever TEST_DATABASE_URL says.
let folder: string | undefined;
let db: Db | undefined;
let other: Database.Database | undefined;

function open(): { db: Db; file: string } {
  folder = mkdtempSync(path.join(tmpdir(), "sqlite-adapter-"));
  const file = path.join(folder, "app.db");
  const setup = new Database(file);
  setup.exec("PRAGMA journal_mode = WAL; CREATE TABLE t (id INTEGER PRIMARY KEY)");
  setup.close();
  db = createDb(`file:${file}`);
  return { db, file };
}

afterEach(async () => {
  other?.close();
  await db?.$disconnect();
  if (folder) rmSync(folder, { recursive: true, force: true });
  other = db = folder = undefined;
});

const insert = (tx: Pick<Db, "$executeRawUnsafe">, id: number) => tx.$executeRawUnsafe(`INSERT INTO t (id) VALUES (${id})`);

describe("the SQLite adapter's transactions", () => {
  it("wait for no lock after a BEGIN that failed because another process was writing", async () => {
    const { db, file } = open();
    // No waiting for the other writer, so BEGIN IMMEDIATE fails at once with SQLITE_BUSY (which
    // Prisma reports as "Operation has timed out"), as after the busy timeout while an import
    // holds the file.
    await db.$executeRawUnsafe("PRAGMA busy_timeout = 0");
    other = new Database(file);
    other.exec("BEGIN IMMEDIATE");
    await expect(db.$transaction((tx) => insert(tx, 1))).rejects.toThrow(/timed out|SQLITE_BUSY|locked/);
    other.exec("ROLLBACK");

    const started = performance.now();
    await db.$transaction((tx) => insert(tx, 2));
    // Before, the adapter kept its lock: this waited 2 s and failed ("Unable to start a
    // transaction in the given time"), as did every later transaction of the process.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await db.$queryRawUnsafe("SELECT id FROM t")).toEqual([{ id: 2 }]);
  });

  it("fail at once, every time, on a file that cannot be written, and reads go on", async () => {
    const { db } = open();
    await db.$executeRawUnsafe("PRAGMA query_only = 1");
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(db.$transaction((tx) => insert(tx, attempt))).rejects.toThrow(/SQLITE_READONLY|readonly/);
    }
    await db.$executeRawUnsafe("PRAGMA query_only = 0");
    await db.$transaction((tx) => insert(tx, 7));
    expect(await db.$queryRawUnsafe("SELECT id FROM t")).toEqual([{ id: 7 }]);
  });
});
