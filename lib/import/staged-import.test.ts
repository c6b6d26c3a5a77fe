// The single-pass staged load (bulk stores: the file read once, each batch staged on a raw
// connection, by COPY text on PostgreSQL and prepared inserts on SQLite, then written from
// the stage once the period is known) against the two-pass Prisma path (scan, then each
// batch bound as one JSON parameter): same rows, same summaries, on awkward text, the bundle
// subset, a monthly A/C/D file and re-imports, on both databases.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import type { Sale } from "@/lib/generated/sqlite/client";
import { useFreshDatabases } from "@/tests/helpers/test-db";
import { writeBundleSubset } from "@/tests/helpers/write-bundle-subset";
import { ppdImporter } from "./datasets/ppd";
import { recordLoad } from "./record-load";
import { runImport } from "./run-import";
import { isBulkRecordStore, type BulkLoad, type BulkRecordStore } from "./bulk-load";
import { chooseLane } from "./split-load-by-key";
import { POSTGRES_LOAD_LANES, STAGE_STATISTICS_TARGET } from "./stage-postgres";
import type { CsvImporter, ImportSummary } from "./types";

const fixture = (name: string) => path.join("tests/fixtures/import", name);
const readSales = (db: Db) => db.sale.findMany({ orderBy: { transactionId: "asc" } });
const withoutTiming = ({ seconds: _seconds, ...summary }: ImportSummary) => summary;
// A Price Paid line's key, and the lane it is staged and written in (one on SQLite).
const keyOfLine = (line: string) => line.slice(1, line.indexOf('"', 1));
const laneOf = (provider: string, key: string) => (provider === "postgres" ? chooseLane(key, POSTGRES_LOAD_LANES) : 0);

// Text COPY must escape (backslash, tab, CR/LF inside quoted fields, the text \N), quotes and non-ASCII.
const AWKWARD = [
  `"{00000000-0000-4000-8000-000000000001}","250000","2022-03-01 00:00","NE3 3LJ","F","N","L","FLAT\\2","A\tB","LINE\r\nBREAK","\\N","NEWCASTLE UPON TYNE","NEWCASTLE UPON TYNE","TYNE AND WEAR","A","A"`,
  `"{00000000-0000-4000-8000-000000000002}","99","2022-03-02 00:00","","O","Y","F","Ŵ ""QUOTED"" HOUSE","","CAFÉ STREET","","NEWCASTLE UPON TYNE","NEWCASTLE UPON TYNE","TYNE AND WEAR","B","A"`,
  `"{00000000-0000-4000-8000-000000000003}","2147483647","2022-04-30 00:00","NE5 5JS","T","N","F","11","","ROGERSON TERRACE","","NEWCASTLE UPON TYNE","NEWCASTLE UPON TYNE","TYNE AND WEAR","A","A"`,
].join("\n");

/** The bulk store, with each load's staged records passed through `change` (told the batch, from 1, and the row in it, from 0) and the batches counted. */
function watchStaging(change: (record: Sale, batch: number, row: number) => Sale = (record) => record): { store: BulkRecordStore<Sale>; staged: () => number } {
  const store = ppdImporter.store;
  if (!isBulkRecordStore(store)) throw new Error("the Price Paid store is a bulk store");
  let staged = 0;
  let row = 0;
  const openBulkLoad = async (db: Db): Promise<BulkLoad<Sale>> => {
    const load = await store.openBulkLoad(db);
    return {
      ...load,
      add: (record) => load.add(change(record, staged + 1, row++)),
      endBatch: () => (staged++, (row = 0), load.endBatch()),
    };
  };
  return { store: { ...store, openBulkLoad }, staged: () => staged };
}

describe("Price Paid read once and staged writes what the two-pass Prisma path writes", () => {
  const fresh = useFreshDatabases();

  it("same rows and summaries over awkward text, the bundle subset, a monthly file and re-imports", async () => {
    const subset = writeBundleSubset();
    const dir = mkdtempSync(path.join(tmpdir(), "staged-import-"));
    try {
      const awkward = path.join(dir, "pp-awkward.csv");
      writeFileSync(awkward, AWKWARD);
      const staged = await fresh();
      const json = await fresh();
      const watched = watchStaging();
      const stagedImporter: CsvImporter<Sale> = { ...ppdImporter, store: watched.store };
      const { openBulkLoad: _staged, table: _table, ...prismaStore } = watched.store;
      const jsonImporter: CsvImporter<Sale> = { ...ppdImporter, store: prismaStore };
      const salesFile = path.join(subset.dataDir, subset.files[1]!.file);
      const steps = [awkward, salesFile, fixture("ppd-monthly-update.csv"), awkward, salesFile];
      for (const [i, file] of steps.entries()) {
        // Small batches on the second pass over the subset: several staged batches in one import.
        const options = { progress: false, batchSize: i === 4 ? 97 : undefined };
        const a = await runImport(staged.db, stagedImporter, file, options);
        const b = await runImport(json.db, jsonImporter, file, options);
        expect(withoutTiming(a)).toEqual(withoutTiming(b));
      }
      const sales = await readSales(staged.db);
      expect(sales.find((s) => s.transactionId === "{00000000-0000-4000-8000-000000000001}")).toMatchObject({ paon: "FLAT\\2", saon: "A\tB", street: "LINE\r\nBREAK", locality: "\\N" });
      expect(sales.find((s) => s.transactionId === "{00000000-0000-4000-8000-000000000002}")).toMatchObject({ paon: 'Ŵ "QUOTED" HOUSE', postcode: null, street: "CAFÉ STREET" });
      expect(sales).toEqual(await readSales(json.db));
      expect(watched.staged()).toBeGreaterThan(steps.length);
    } finally {
      subset.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("a batch that meets a stored sale part-way is written whole by the upsert, after batches written as all new", async () => {
    const subset = writeBundleSubset();
    const dir = mkdtempSync(path.join(tmpdir(), "staged-import-"));
    try {
      const lines = gunzipSync(readFileSync(path.join(subset.dataDir, subset.files[1]!.file))).toString("utf8").split("\n").filter(Boolean);
      expect(lines.length).toBeGreaterThan(300);
      // Row 50 of the third 100-row batch is stored before the load, at another price: on
      // PostgreSQL batches 1 and 2 go in as all new, the third's plain insert collides
      // part-way and rolls back, and it and every later batch take the upsert.
      const stored = lines[250]!.replace(/^("[^"]*"),"\d+"/, '$1,"1"');
      const [before, file] = [path.join(dir, "pp-stored.csv"), path.join(dir, "pp-all.csv")];
      writeFileSync(before, stored);
      writeFileSync(file, lines.join("\n"));
      const staged = await fresh();
      const json = await fresh();
      const store = ppdImporter.store as BulkRecordStore<Sale>;
      const { openBulkLoad: _staged, table: _table, ...prismaStore } = store;
      const options = { progress: false, batchSize: 100 };
      for (const [db, importer] of [[staged.db, ppdImporter], [json.db, { ...ppdImporter, store: prismaStore }]] as const) await runImport(db, importer, before, options);
      const a = await runImport(staged.db, ppdImporter, file, options);
      const b = await runImport(json.db, { ...ppdImporter, store: prismaStore }, file, options);
      expect(withoutTiming(a)).toEqual(withoutTiming(b));
      expect(a).toMatchObject({ inserted: lines.length - 1, updated: 1 });
      expect(await readSales(staged.db)).toEqual(await readSales(json.db));
    } finally {
      subset.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("writes each batch's new sales in postcode and date order, not the file's (each lane's part, on PostgreSQL)", async () => {
    const subset = writeBundleSubset();
    const dir = mkdtempSync(path.join(tmpdir(), "staged-import-"));
    try {
      const salesFile = path.join(subset.dataDir, subset.files[1]!.file);
      const postcodeOf = (line: string) => line.split('","')[3] ?? "";
      const lines = gunzipSync(readFileSync(salesFile)).toString("utf8").split("\n").filter((line) => line && postcodeOf(line));
      // The same sales again under new keys, in reverse postcode order: fewer than the table
      // holds, so it keeps its indexes, and three batches of 100.
      const reversed = lines
        .slice(0, 300)
        .sort((a, b) => postcodeOf(b).localeCompare(postcodeOf(a)))
        .map((line, i) => line.replace(/^"[^"]*"/, `"{FFFFFFFF-0000-4000-8000-${String(i).padStart(12, "0")}}"`));
      const file = path.join(dir, "pp-reversed.csv");
      writeFileSync(file, reversed.join("\n"));
      const t = await fresh();
      await runImport(t.db, ppdImporter, salesFile, { progress: false });
      // The order rows are inserted in: rowid on SQLite (one writer, appending). On PostgreSQL
      // the lanes write side by side and either may take a page the other left room in, so
      // the heap's order is not theirs: a trigger numbers each row as it is inserted.
      if (t.provider === "postgres") {
        await t.db.$executeRawUnsafe(`CREATE TABLE "insert_order" ("seq" BIGSERIAL, "key" TEXT)`);
        await t.db.$executeRawUnsafe(`CREATE FUNCTION "record_insert_order"() RETURNS trigger AS $$ BEGIN INSERT INTO "insert_order" ("key") VALUES (NEW."transactionId"); RETURN NEW; END $$ LANGUAGE plpgsql`);
        await t.db.$executeRawUnsafe(`CREATE TRIGGER "record_insert_order" BEFORE INSERT ON "Sale" FOR EACH ROW EXECUTE FUNCTION "record_insert_order"()`);
      }
      await runImport(t.db, ppdImporter, file, { progress: false, batchSize: 100 });
      // Each batch's rows in the order written against the database's own order of them; on
      // PostgreSQL each lane's part of the batch (the lanes write theirs at the same time).
      const written = t.provider === "postgres" ? `(SELECT MAX("o"."seq") FROM "insert_order" "o" WHERE "o"."key" = "Sale"."transactionId")` : `"rowid"`;
      const key = (i: number) => `{FFFFFFFF-0000-4000-8000-${String(i).padStart(12, "0")}}`;
      const read = async (batch: number, lane: number, order: string) =>
        (
          await t.db.$queryRawUnsafe<{ transactionId: string; postcode: string; date: unknown }[]>(
            `SELECT "transactionId", "postcode", "date" FROM "Sale" WHERE "transactionId" BETWEEN '${key(batch * 100)}' AND '${key(batch * 100 + 99)}' ORDER BY ${order}`,
          )
        )
          .filter((row) => laneOf(t.provider, row.transactionId) === lane)
          .map(({ postcode, date }) => ({ postcode, date }));
      const lanes = t.provider === "postgres" ? POSTGRES_LOAD_LANES : 1;
      for (let batch = 0; batch < 3; batch++) {
        let rows = 0;
        for (let lane = 0; lane < lanes; lane++) {
          const part = await read(batch, lane, written);
          rows += part.length;
          expect(part, `batch ${batch + 1}, lane ${lane}`).toEqual(await read(batch, lane, `"postcode", "date"`));
        }
        expect(rows, `batch ${batch + 1}`).toBe(100);
      }
    } finally {
      subset.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("gathers a staged batch's statistics from a sample of its rows on PostgreSQL (SQLite's stage has none), and writes the batch whole", async () => {
    const subset = writeBundleSubset();
    try {
      const salesFile = path.join(subset.dataDir, subset.files[1]!.file);
      const store = ppdImporter.store;
      if (!isBulkRecordStore(store)) throw new Error("the Price Paid store is a bulk store");
      const t = await fresh();
      // Each lane's first stage, as the planner sees it when the batch is written: the number
      // of its postcodes' histogram bounds is the statistics target's (+1) once they are many.
      let bounds: number[] = [];
      const readBounds = async () =>
        (await t.db.$queryRawUnsafe<{ n: unknown }[]>(`SELECT array_length("histogram_bounds", 1) AS "n" FROM "pg_stats" WHERE "tablename" LIKE 'import_stage_Sale_%' AND "attname" = 'postcode'`)).map((row) => Number(row.n));
      const openBulkLoad = async (db: Db): Promise<BulkLoad<Sale>> => {
        const load = await store.openBulkLoad(db);
        return {
          ...load,
          writeStagedBatch: async (index, write) => {
            if (index === 0 && t.provider === "postgres") bounds = await readBounds();
            return load.writeStagedBatch(index, write);
          },
        };
      };
      const watched: BulkRecordStore<Sale> = { ...store, openBulkLoad };
      const summary = await runImport(t.db, { ...ppdImporter, store: watched }, salesFile, { progress: false });
      expect(summary.inserted).toBeGreaterThan(300);
      expect(await t.db.sale.count()).toBe(summary.inserted);
      if (t.provider === "postgres") expect(bounds).toEqual(Array.from({ length: POSTGRES_LOAD_LANES }, () => STAGE_STATISTICS_TARGET + 1));
      else expect(bounds).toEqual([]);
    } finally {
      subset.cleanup();
    }
  }, 120_000);

  it("a batch that fails on the server leaves none of its lane's rows, the load stays 'loading', and the next run finishes it exactly", async () => {
    const subset = writeBundleSubset();
    try {
      const salesFile = path.join(subset.dataDir, subset.files[1]!.file);
      // A row of the second batch breaks Sale's NOT NULL: the stage takes it, the batch's upsert fails.
      const poisoned = watchStaging((record, batch, row) => (batch === 2 && row === 99 ? { ...record, propertyType: null as unknown as string } : record));
      const failing: CsvImporter<Sale> = { ...ppdImporter, store: poisoned.store };
      const target = { id: "ppd:staged-test", file: "pp-subset.csv", checksum: "x" };
      const load = (db: Db, importer: CsvImporter<Sale>) =>
        recordLoad(db, target, async () => ({ rows: (await runImport(db, importer, salesFile, { progress: false, batchSize: 100 })).read }));

      const t = await fresh();
      // The database's own message, from the worker thread on SQLite as from the server on PostgreSQL.
      await expect(load(t.db, failing)).rejects.toThrow(/propertyType/);
      expect(poisoned.staged()).toBeGreaterThan(2);
      // The first batch whole, and of the second only the lanes the poisoned row (its 100th) is not in; nothing later.
      const keys = gunzipSync(readFileSync(salesFile)).toString("utf8").split("\n").filter(Boolean).map(keyOfLine);
      const failed = laneOf(t.provider, keys[199]!);
      const expected = [...keys.slice(0, 100), ...keys.slice(100, 200).filter((key) => laneOf(t.provider, key) !== failed)].sort();
      expect(expected.length).toBeLessThan(200);
      expect((await t.db.sale.findMany({ select: { transactionId: true } })).map((sale) => sale.transactionId).sort()).toEqual(expected);
      expect(await t.db.datasetLoad.findUnique({ where: { dataset: target.id } })).toMatchObject({ status: "loading" });

      await load(t.db, ppdImporter);
      expect(await t.db.datasetLoad.findUnique({ where: { dataset: target.id } })).toMatchObject({ status: "complete" });
      const clean = await fresh();
      await runImport(clean.db, ppdImporter, salesFile, { progress: false });
      const sales = await readSales(t.db);
      expect(sales.length).toBeGreaterThan(200);
      expect(sales).toEqual(await readSales(clean.db));
    } finally {
      subset.cleanup();
    }
  }, 120_000);

  it("a row the stage cannot take fails the load with the driver's message before any batch is written", async () => {
    const subset = writeBundleSubset();
    try {
      const salesFile = path.join(subset.dataDir, subset.files[1]!.file);
      // Not a value either driver stages: SQLite's cannot bind an object, PostgreSQL's COPY reads no integer in it.
      const unstageable = watchStaging((record, batch, row) => (batch === 2 && row === 5 ? { ...record, price: { pounds: 1 } as unknown as number } : record));
      const t = await fresh();
      const message = t.provider === "postgres" ? /invalid input syntax for type integer/ : /can only bind/;
      await expect(runImport(t.db, { ...ppdImporter, store: unstageable.store }, salesFile, { progress: false, batchSize: 100 })).rejects.toThrow(message);
      expect(await t.db.sale.count()).toBe(0);
      // The stage's connection and thread are gone with the load: the next import runs whole.
      await runImport(t.db, ppdImporter, salesFile, { progress: false, batchSize: 100 });
      expect(await t.db.sale.count()).toBeGreaterThan(200);
    } finally {
      subset.cleanup();
    }
  }, 120_000);
});
