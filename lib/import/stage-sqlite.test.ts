// SQLite's bulk load (stage-sqlite.ts, decision 151): a batch's new rows are counted by the
// rowids they took only where the key is not the rowid, and the WAL, which the load's main
// thread checkpoints while the worker writes, starts again every few batches instead of
// growing by the whole load.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { openSqliteBulkLoad, WAL_RESTART_BATCHES } from "./stage-sqlite";
import type { TableSpec } from "./upsert-sql";

type Row = { key: string | number; v: string };
const KEYED: TableSpec<Row> = { table: "Keyed", key: "key", columns: ["key", "v"] };
const NUMBERED: TableSpec<Row> = { table: "Numbered", key: "key", columns: ["key", "v"] };

const opened: { db: Db; dir: string }[] = [];
afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A WAL database with a text-keyed table and one keyed by its rowid, each holding `stored`. */
function makeDatabase(stored: Row[] = []): { db: Db; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "stage-sqlite-"));
  const file = path.join(dir, "test.db");
  const raw = new Database(file);
  raw.pragma("journal_mode = WAL");
  raw.exec(`CREATE TABLE "Keyed" ("key" TEXT NOT NULL PRIMARY KEY, "v" TEXT NOT NULL); CREATE TABLE "Numbered" ("key" INTEGER NOT NULL PRIMARY KEY, "v" TEXT NOT NULL)`);
  for (const row of stored) {
    raw.prepare(`INSERT INTO "Keyed" VALUES (?, ?)`).run(String(row.key), row.v);
    raw.prepare(`INSERT INTO "Numbered" VALUES (?, ?)`).run(Number(row.key), row.v);
  }
  raw.close();
  const db = createDb(`file:${file}`);
  opened.push({ db, dir });
  return { db, file };
}

/** Stages `batches` (one batch each) and writes them in order; the counts of each. */
async function load(db: Db, spec: TableSpec<Row>, batches: Row[][]) {
  const bulk = await openSqliteBulkLoad(db, spec);
  try {
    for (const rows of batches) {
      for (const row of rows) bulk.add(spec === KEYED ? { ...row, key: String(row.key) } : row);
      await bulk.endBatch();
    }
    const counts = [];
    for (let index = 0; index < batches.length; index++) counts.push(await bulk.writeStagedBatch(index, { period: "", indexesSetAside: false }));
    return counts;
  } finally {
    await bulk.end();
  }
}

/** Frames in the WAL since it last started again (a passive checkpoint's "log"). */
function countWalFrames(file: string): number {
  const raw = new Database(file);
  try {
    const [result] = raw.pragma("wal_checkpoint(PASSIVE)") as { log: number }[];
    return result?.log ?? 0;
  } finally {
    raw.close();
  }
}

describe("SQLite's bulk load", () => {
  it("counts a batch's new rows apart from its changed ones, whether or not the table's key is its rowid", async () => {
    // Stored: keys 10 and 11. The batch: two new keys below the largest (a rowid table keyed by
    // its rowid gives them their own numbers, not the largest plus one), one changed, one as stored.
    const batch = [
      { key: 1, v: "new" },
      { key: 2, v: "new" },
      { key: 10, v: "changed" },
      { key: 11, v: "same" },
    ];
    for (const spec of [KEYED, NUMBERED]) {
      const { db } = makeDatabase([
        { key: 10, v: "was" },
        { key: 11, v: "same" },
      ]);
      expect(await load(db, spec, [batch]), spec.table).toEqual([{ inserted: 2, updated: 1 }]);
      expect(await load(db, spec, [[{ key: 3, v: "new" }], batch]), spec.table).toEqual([
        { inserted: 1, updated: 0 },
        { inserted: 0, updated: 0 },
      ]);
    }
  });

  it(`starts the WAL again every ${WAL_RESTART_BATCHES} batches: it holds a few batches' pages after a load, not the load's`, async () => {
    const rowsOf = (batch: number) => Array.from({ length: 200 }, (_, i) => ({ key: `${batch}-${i}`, v: "x".repeat(500) }));
    const one = makeDatabase();
    await load(one.db, KEYED, [rowsOf(0)]);
    const framesOfOneBatch = countWalFrames(one.file);
    expect(framesOfOneBatch).toBeGreaterThan(10);

    const many = makeDatabase();
    const batches = Array.from({ length: 2 * WAL_RESTART_BATCHES + 1 }, (_, batch) => rowsOf(batch));
    const counts = await load(many.db, KEYED, batches);
    expect(counts.every((count) => count.inserted === 200 && count.updated === 0)).toBe(true);
    // Growing by the whole load, it would hold 2 × WAL_RESTART_BATCHES + 1 batches' frames.
    expect(countWalFrames(many.file)).toBeLessThanOrEqual((WAL_RESTART_BATCHES + 1) * framesOfOneBatch);
    const raw = new Database(many.file, { readonly: true });
    expect(raw.prepare(`SELECT COUNT(*) AS n FROM "Keyed"`).get()).toEqual({ n: 200 * batches.length });
    raw.close();
  });
});
