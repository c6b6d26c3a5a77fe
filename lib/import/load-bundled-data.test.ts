import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import type { BundledFile } from "./bundled-files";
import { BUNDLED_FILES } from "./bundled-files";
import { loadBundledData } from "./load-bundled-data";

const files: BundledFile[] = [
  { id: "postcodes:sample", dataset: "postcodes", file: "postcodes/codepoint-open-sample.csv.gz", period: "2014-08" },
  { id: "ppd:sample", dataset: "ppd", file: "price-paid/ppd-bulk.csv.gz" },
  { id: "crime:sample", dataset: "crime", file: "crime/police-uk-street-sample.csv.gz" },
];

describe("loadBundledData", () => {
  let t: TestDb;
  let dataDir: string;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  beforeAll(async () => {
    t = await createTestDb();
    dataDir = mkdtempSync(path.join(tmpdir(), "bundle-"));
    for (const entry of files) {
      const source = path.join("tests/fixtures/import", path.basename(entry.file, ".gz"));
      mkdirSync(path.dirname(path.join(dataDir, entry.file)), { recursive: true });
      writeFileSync(path.join(dataDir, entry.file), gzipSync(readFileSync(source)));
    }
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("loads each file and records it in DatasetLoad", async () => {
    const result = await loadBundledData(t.db, { databaseUrl: t.url, dataDir, files, log, progress: false, demoLayers: false });
    expect(result.files.map((f) => [f.id, f.status, f.rows])).toEqual([
      ["postcodes:sample", "loaded", 6],
      ["ppd:sample", "loaded", 5],
      ["crime:sample", "loaded", 7],
    ]);
    const loads = await t.db.datasetLoad.findMany({ orderBy: { dataset: "asc" } });
    expect(loads.map((l) => [l.dataset, l.file, l.rows, l.checksum.length, l.status])).toEqual([
      ["crime:sample", "crime/police-uk-street-sample.csv.gz", 7, 64, "complete"],
      ["postcodes:sample", "postcodes/codepoint-open-sample.csv.gz", 6, 64, "complete"],
      ["ppd:sample", "price-paid/ppd-bulk.csv.gz", 5, 64, "complete"],
    ]);
    expect(await t.db.postcode.findFirst()).toMatchObject({ period: "2014-08" });
    expect(lines.at(-1)).toMatch(/open data: 3 files, 18 rows in/);
    // PostgreSQL plans the loaded tables with statistics from the load, not blind until
    // autovacuum gets round to them, and reads their indexes alone (gather-planner-statistics.ts).
    if (t.provider === "postgres") {
      const analysed = await t.db.$queryRawUnsafe<{ relname: string }[]>(`SELECT "relname" FROM "pg_stat_user_tables" WHERE "relname" IN ('Sale', 'Postcode', 'Crime') AND "last_analyze" IS NOT NULL ORDER BY 1`);
      expect(analysed.map((row) => row.relname)).toEqual(["Crime", "Postcode", "Sale"]);
      // …and vacuumed, so that Sale's pages are marked all-visible and its index-only reads
      // are. How many pages a VACUUM can mark depends on the snapshots that other sessions of
      // the database (autovacuum's among them) hold meanwhile: in one CI run, 2 of 22.
      const vacuumed = await t.db.$queryRawUnsafe<{ relname: string }[]>(`SELECT "relname" FROM "pg_stat_user_tables" WHERE "relid" = '"Sale"'::regclass AND "last_vacuum" IS NOT NULL`);
      expect(vacuumed.map((row) => row.relname)).toEqual(["Sale"]);
    }
  });

  it("skips files already loaded with the same checksum", async () => {
    const result = await loadBundledData(t.db, { databaseUrl: t.url, dataDir, files, log, progress: false, demoLayers: false });
    expect(result.files.map((f) => f.status)).toEqual(["skipped", "skipped", "skipped"]);
  });

  it("reloads a file whose checksum changed, and everything with force", async () => {
    const crime = path.join(dataDir, "crime/police-uk-street-sample.csv.gz");
    writeFileSync(crime, gzipSync(readFileSync("tests/fixtures/import/police-uk-street-sample.csv"), { level: 1 }));
    const changed = await loadBundledData(t.db, { databaseUrl: t.url, dataDir, files, log, progress: false, demoLayers: false });
    expect(changed.files.map((f) => f.status)).toEqual(["skipped", "skipped", "loaded"]);
    expect(changed.files[2]?.summary).toMatchObject({ inserted: 0, updated: 0 });

    const forced = await loadBundledData(t.db, { databaseUrl: t.url, dataDir, files, log, progress: false, demoLayers: false, force: true });
    expect(forced.files.map((f) => f.status)).toEqual(["loaded", "loaded", "loaded"]);
  });

  it("lists every bundled file, and each exists in data/open", () => {
    for (const entry of BUNDLED_FILES) expect(() => readFileSync(path.join("data/open", entry.file))).not.toThrow();
    expect(new Set(BUNDLED_FILES.map((f) => f.id)).size).toBe(BUNDLED_FILES.length);
  });
});
