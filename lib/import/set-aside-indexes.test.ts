// A Price Paid load into a Sale holding fewer rows than the file brings (a first load into an
// empty one, say) writes without Sale's secondary indexes and builds them at the end; a load that fails builds them before it throws; and a load killed
// in between (indexes dropped and recorded, some batches written) is repaired by the next
// import, whatever its dataset, which then finishes the load exactly; so is a real kill -9
// of a loading process in the middle of the build.
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import type { Sale } from "@/lib/generated/sqlite/client";
import { spawnLoad } from "@/tests/helpers/spawn-load";
import { useFreshDatabases, type TestDb } from "@/tests/helpers/test-db";
import { writeBundleSubset } from "@/tests/helpers/write-bundle-subset";
import { isBulkRecordStore, type BulkLoad, type BulkRecordStore, type StagedWrite } from "./bulk-load";
import { ppdImporter } from "./datasets/ppd";
import { loadBundledData } from "./load-bundled-data";
import { postcodesImporter } from "./datasets/postcodes";
import { openOutcomes } from "./read-outcomes";
import { runImport } from "./run-import";
import { MARKETS_READ_BY } from "./market-indexes";
import { restoreSetAsideIndexes, setAsideIndexesForLoad } from "./set-aside-indexes";
import type { CsvImporter } from "./types";

const fixture = (name: string) => path.join("tests/fixtures/import", name);
const readSales = (db: Db) => db.sale.findMany({ orderBy: { transactionId: "asc" } });

/** Sale's indexes by name, with their definitions (the primary key's included). */
async function listSaleIndexes(t: TestDb): Promise<string[]> {
  const rows =
    t.provider === "postgres"
      ? await t.db.$queryRawUnsafe<{ name: string; definition: string }[]>(`SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'Sale' ORDER BY 1`)
      : await t.db.$queryRawUnsafe<{ name: string; definition: string | null }[]>(`SELECT name, sql AS definition FROM sqlite_master WHERE type = 'index' AND tbl_name = 'Sale' ORDER BY 1`);
  return rows.map((row) => `${row.name}: ${row.definition ?? "(key)"}`);
}

const countRecorded = async (db: Db) => Number((await db.$queryRawUnsafe<{ n: unknown }[]>(`SELECT COUNT(*) AS n FROM "_import_set_aside_index"`))[0]?.n);

function ppdStore(): BulkRecordStore<Sale> {
  if (!isBulkRecordStore(ppdImporter.store)) throw new Error("the Price Paid store is a bulk store");
  return ppdImporter.store;
}

/** Price Paid whose loads call `beforeWrite` before writing each staged batch (with its index and how it is written), and may fail there. */
function watchWrites(beforeWrite: (index: number, write: StagedWrite) => Promise<void>): CsvImporter<Sale> {
  const store = ppdStore();
  const openBulkLoad = async (db: Db): Promise<BulkLoad<Sale>> => {
    const load = await store.openBulkLoad(db);
    return { ...load, writeStagedBatch: async (index, write) => (await beforeWrite(index, write), load.writeStagedBatch(index, write)) };
  };
  const watched: BulkRecordStore<Sale> = { ...store, openBulkLoad };
  return { ...ppdImporter, store: watched };
}

/** Whether listSaleIndexes' entry is the primary key's (SQLite's has no definition; PostgreSQL's is Sale_pkey). */
const isKey = (index: string) => index.endsWith("(key)") || /pkey/.test(index);

/** Every batch of the load was written with only the key (`during`: the indexes each write saw); afterwards all are back and none is recorded. */
async function expectSetAsideThenBuilt(t: TestDb, during: readonly string[][], indexes: readonly string[]) {
  expect(during.length).toBeGreaterThan(1);
  for (const seen of during) expect(seen).toEqual(indexes.filter(isKey));
  expect(await listSaleIndexes(t)).toEqual(indexes);
  expect(await countRecorded(t.db)).toBe(0);
}

describe("a first bulk load sets the table's secondary indexes aside, and they always come back", () => {
  const fresh = useFreshDatabases();

  it("into an empty table: written without the four secondary indexes (and in no order), built at the end with the same definitions; into a loaded one: kept", async () => {
    const subset = writeBundleSubset();
    try {
      const t = await fresh();
      const salesFile = path.join(subset.dataDir, subset.files[1]!.file);
      const indexes = await listSaleIndexes(t);
      expect(indexes.length).toBe(5);
      const during: string[][] = [];
      // Whether each batch was told the indexes are set aside: it then skips the insert order (decision 140).
      const setAside: boolean[] = [];
      const watched = watchWrites(async (_, write) => {
        during.push(await listSaleIndexes(t));
        setAside.push(write.indexesSetAside);
      });
      await runImport(t.db, watched, salesFile, { progress: false, batchSize: 97 });
      await expectSetAsideThenBuilt(t, during, indexes);
      expect(new Set(setAside)).toEqual(new Set([true]));

      during.length = 0;
      setAside.length = 0;
      await runImport(t.db, watched, fixture("ppd-monthly-update.csv"), { progress: false });
      expect(during).toEqual([indexes]);
      expect(setAside).toEqual([false]);
    } finally {
      subset.cleanup();
    }
  }, 120_000);

  it("into a table holding fewer rows than the file brings: set aside too and built at the end; holding as many: kept", async () => {
    const subset = writeBundleSubset();
    try {
      const t = await fresh();
      const salesFile = path.join(subset.dataDir, subset.files[1]!.file);
      const indexes = await listSaleIndexes(t);
      await runImport(t.db, ppdImporter, fixture("ppd-bulk.csv"), { progress: false });
      const before = await t.db.sale.count();
      expect(before).toBeGreaterThan(0);
      const during: string[][] = [];
      const watched = watchWrites(async () => void during.push(await listSaleIndexes(t)));
      const larger = await runImport(t.db, watched, salesFile, { progress: false, batchSize: 97 });
      expect(larger.inserted).toBeGreaterThan(before);
      await expectSetAsideThenBuilt(t, during, indexes);

      // The same file again: the table now holds every row it brings.
      during.length = 0;
      await runImport(t.db, watched, salesFile, { progress: false });
      expect(during).toEqual([indexes]);

      const clean = await fresh();
      await runImport(clean.db, ppdImporter, fixture("ppd-bulk.csv"), { progress: false });
      await runImport(clean.db, ppdImporter, salesFile, { progress: false });
      expect(await readSales(t.db)).toEqual(await readSales(clean.db));
    } finally {
      subset.cleanup();
    }
  }, 120_000);

  it("a load that fails part-way builds the indexes before it throws", async () => {
    const t = await fresh();
    const failing = watchWrites(async (index) => {
      if (index === 1) throw new Error("stopped at batch 2");
    });
    const indexes = await listSaleIndexes(t);
    await expect(runImport(t.db, failing, fixture("ppd-bulk.csv"), { progress: false, batchSize: 2 })).rejects.toThrow("stopped at batch 2");
    expect(await t.db.sale.count()).toBe(2);
    expect(await listSaleIndexes(t)).toEqual(indexes);
    expect(await countRecorded(t.db)).toBe(0);
  });

  it("a load killed between setting the indexes aside and building them is repaired by the next import of any dataset, and finished exactly by the next Price Paid import", async () => {
    const subset = writeBundleSubset();
    try {
      const t = await fresh();
      const salesFile = path.join(subset.dataDir, subset.files[1]!.file);
      const indexes = await listSaleIndexes(t);
      // What a kill -9 after the first batch leaves: the indexes dropped and recorded (one
      // committed transaction), one batch written (another), and nothing after.
      expect(await setAsideIndexesForLoad(t.db, "Sale", 50)).toBe(true);
      const load = await ppdStore().openBulkLoad(t.db);
      for (const sale of await readFirstSales(salesFile, 50)) load.add(sale);
      await load.endBatch();
      await load.writeStagedBatch(0, { period: "2022-01..2022-09", indexesSetAside: true });
      await load.end();
      expect(await listSaleIndexes(t)).not.toEqual(indexes);
      expect(await countRecorded(t.db)).toBe(4);

      // The next import, of postcodes here, builds the four first.
      await runImport(t.db, postcodesImporter, path.join(subset.dataDir, subset.files[0]!.file), { progress: false });
      expect(await listSaleIndexes(t)).toEqual(indexes);
      expect(await countRecorded(t.db)).toBe(0);

      await runImport(t.db, ppdImporter, salesFile, { progress: false });
      const clean = await fresh();
      await runImport(clean.db, postcodesImporter, path.join(subset.dataDir, subset.files[0]!.file), { progress: false });
      await runImport(clean.db, ppdImporter, salesFile, { progress: false });
      expect(await readSales(t.db)).toEqual(await readSales(clean.db));
    } finally {
      subset.cleanup();
    }
  }, 120_000);
});

describe("the indexes set aside, built with work that reads the table meanwhile", () => {
  const fresh = useFreshDatabases();
  const nameOf = (index: string) => index.slice(0, index.indexOf(":"));

  it("builds the indexes the work reads first, runs it, and ends with every index built and none recorded", async () => {
    const t = await fresh();
    const indexes = await listSaleIndexes(t);
    // The markets' read (market-indexes.ts) names an index the schema makes, on both databases.
    expect(indexes.map(nameOf)).toContain(MARKETS_READ_BY);
    expect(await setAsideIndexesForLoad(t.db, "Sale", 1)).toBe(true);
    let seen: string[] = [];
    const built = await restoreSetAsideIndexes(t.db, { reads: [MARKETS_READ_BY], run: async () => void (seen = (await listSaleIndexes(t)).map(nameOf)) });
    expect(seen).toContain(MARKETS_READ_BY);
    expect(built.sort()).toEqual(indexes.filter((index) => !isKey(index)).map(nameOf).sort());
    expect(await listSaleIndexes(t)).toEqual(indexes);
    expect(await countRecorded(t.db)).toBe(0);
  });

  it("an index that cannot be built fails the build with the database's error, and stays recorded for the next import", async () => {
    const t = await fresh();
    expect(await setAsideIndexesForLoad(t.db, "Sale", 1)).toBe(true);
    await t.db.$executeRawUnsafe(`INSERT INTO "_import_set_aside_index" ("name", "table", "definition") VALUES ('Sale_broken_idx', 'Sale', 'CREATE INDEX "Sale_broken_idx" ON "Sale" ("noSuchColumn")')`);
    const indexes = (await listSaleIndexes(t)).length;
    await expect(restoreSetAsideIndexes(t.db)).rejects.toThrow(/noSuchColumn/);
    // The broken one stays recorded; each of the four is built or recorded still (SQLite builds
    // them in one transaction, so none is built; PostgreSQL one a transaction, decision 131).
    const recorded = await t.db.$queryRawUnsafe<{ name: string }[]>(`SELECT "name" FROM "_import_set_aside_index" ORDER BY "name"`);
    expect(recorded.map((row) => row.name)).toContain("Sale_broken_idx");
    expect((await listSaleIndexes(t)).length - indexes + recorded.length).toBe(5);
    if (t.provider === "sqlite") expect(recorded.length).toBe(5);
    // The work's own failure is the one thrown, after the build has finished.
    await t.db.$executeRawUnsafe(`DELETE FROM "_import_set_aside_index" WHERE "name" = 'Sale_broken_idx'`);
    // PostgreSQL built the four: set them aside again for the work to run beside.
    if (!(await countRecorded(t.db))) expect(await setAsideIndexesForLoad(t.db, "Sale", 1)).toBe(true);
    await expect(restoreSetAsideIndexes(t.db, { reads: [MARKETS_READ_BY], run: async () => Promise.reject(new Error("the work failed")) })).rejects.toThrow("the work failed");
    expect(await countRecorded(t.db)).toBe(0);
  });
});

/** The file's first `count` sales as a load stages them (the period is bound when written). */
async function readFirstSales(file: string, count: number): Promise<Sale[]> {
  const opened = await openOutcomes(ppdImporter, file, { period: "" });
  const sales: Sale[] = [];
  for await (const chunk of opened.outcomes) {
    for (const { outcome } of chunk) if (outcome.kind === "upsert" && sales.length < count) sales.push(outcome.record);
  }
  return sales;
}

describe("a first load killed -9 while it builds the indexes it set aside", () => {
  const fresh = useFreshDatabases();

  it("leaves them recorded and missing; the next run builds them, and the data is what a clean load gives", async () => {
    const subset = writeBundleSubset();
    try {
      const t = await fresh();
      const indexes = await listSaleIndexes(t);
      const options = { databaseUrl: t.url, dataDir: subset.dataDir, files: subset.files, demoLayers: false, progress: false, log: () => undefined };
      // PostgreSQL: transactions 1-3 are the postcodes' batches; 4 their recorded change; 5
      // Price Paid's indexes set aside; 6 their build, which hangs uncommitted until the kill.
      // SQLite builds them on a worker thread (build-indexes-on-worker.ts): the child takes
      // the write lock as that worker starts, so its build waits until the kill.
      const hang = t.provider === "postgres" ? { hangAfterTransactions: 5 } : { hangAtWorker: true };
      const load = spawnLoad({ url: t.url, dataDir: subset.dataDir, files: subset.files, demoLayers: false, ...hang });
      try {
        await Promise.race([load.hung, load.exited.then(() => Promise.reject(new Error(`the child exited before hanging: ${load.output()}`)))]);
      } finally {
        load.child.kill("SIGKILL");
        await load.exited;
      }
      expect(await countRecorded(t.db)).toBe(4);
      expect((await listSaleIndexes(t)).length).toBe(1);
      expect(await t.db.sale.count()).toBeGreaterThan(100);

      const resumed = await loadBundledData(t.db, options);
      expect(resumed.files.map((f) => f.resumed)).toEqual([false, true]);
      expect(await listSaleIndexes(t)).toEqual(indexes);
      expect(await countRecorded(t.db)).toBe(0);
      const clean = await fresh();
      await loadBundledData(clean.db, { ...options, databaseUrl: clean.url });
      expect(await readSales(t.db)).toEqual(await readSales(clean.db));
    } finally {
      subset.cleanup();
    }
  }, 120_000);
});
