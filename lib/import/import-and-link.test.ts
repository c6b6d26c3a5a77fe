import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { createTestDb, useFreshDatabases, type TestDb } from "@/tests/helpers/test-db";
import { writeBundleSubset } from "@/tests/helpers/write-bundle-subset";
import { importAndLink, listTablesWritten } from "./import-and-link";
import { loadBundledData } from "./load-bundled-data";
import { rebuildMarketIndexes } from "./market-indexes";
import { readCurrentSummaryBuild, rebuildSaleSummaries, SUMMARY_TABLES } from "./rebuild-sale-summaries";
import { countDataset, saleCountyKey, WHOLE_TABLE } from "@/lib/data-version/count-datasets";
import { getPostcodeArea } from "@/lib/postcode/normalise-postcode";

// Decision 121: after a Price Paid import's rows are written, the links (which move the data
// version) and the summaries with their markets run side by side on PostgreSQL, and one after
// the other on SQLite (where a first load works its markets out while Sale's indexes are
// built, decision 124); either way the command ends with current summaries, every market, the
// matcher's links and, on PostgreSQL, the tables it wrote vacuumed and analysed (decision 122:
// only those; tables-written.test.ts checks that the list holds every table an import writes).
let t: TestDb;
const FILE = path.join("tests/fixtures/import", "ppd-bulk.csv");
// The fixture's first sale is 27 BRADWELL ROAD, NE3 3LJ: written "RD" here, so the exact pass
// leaves it and the matcher links it (a link after the summaries' version was read).
const ADDRESS = { uprn: "900001", paon: "27", street: "BRADWELL RD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ", singleLine: "27 BRADWELL RD, NEWCASTLE UPON TYNE, NE3 3LJ", source: "test", period: "2024" };

beforeAll(async () => {
  t = await createTestDb();
  await t.db.address.create({ data: ADDRESS });
  await t.db.postcode.create({ data: { postcode: "NE3 3LJ", outcode: "NE3", sector: "NE3 3", latitude: 55.01, longitude: -1.62, source: "os-codepoint-open", period: "2024-02" } });
});

/** PostgreSQL's tables vacuumed and analysed since they were made; none on SQLite. */
async function listGatheredTables({ db, provider }: TestDb): Promise<Set<string>> {
  const sql = `SELECT relname AS name FROM pg_stat_user_tables WHERE schemaname = current_schema() AND last_vacuum IS NOT NULL AND last_analyze IS NOT NULL`;
  const rows = provider === "postgres" ? await db.$queryRawUnsafe<{ name: string }[]>(sql) : [];
  return new Set(rows.map((row) => row.name));
}

afterAll(async () => {
  await t.cleanup();
});

type StatisticsRuns = Record<string, { analyses: number; vacuums: number }>;

/** PostgreSQL's ANALYZE and VACUUM statements run on each summary table so far (autovacuum's apart); none on SQLite. */
async function readSummaryStatisticsRuns({ db, provider }: TestDb): Promise<StatisticsRuns> {
  const sql = `SELECT relname AS name, analyze_count AS analyses, vacuum_count AS vacuums FROM pg_stat_user_tables WHERE schemaname = current_schema()`;
  const rows = provider === "postgres" ? await db.$queryRawUnsafe<{ name: string; analyses: unknown; vacuums: unknown }[]>(sql) : [];
  return Object.fromEntries(rows.filter((row) => (SUMMARY_TABLES as readonly string[]).includes(row.name)).map((row) => [row.name, { analyses: Number(row.analyses), vacuums: Number(row.vacuums) }]));
}

/** The runs of `after` less those of `before`, table by table. */
const subtractRuns = (after: StatisticsRuns, before: StatisticsRuns): StatisticsRuns =>
  Object.fromEntries(Object.entries(after).map(([name, runs]) => [name, { analyses: runs.analyses - (before[name]?.analyses ?? 0), vacuums: runs.vacuums - (before[name]?.vacuums ?? 0) }]));

describe("npm run import -- ppd, after the rows are written", () => {
  it("links, summarises, builds every market and gathers statistics, whichever finishes first", async () => {
    const result = await importAndLink(t.db, "ppd", FILE, { progress: false });
    expect(result.saleLinks?.linked).toBeGreaterThanOrEqual(1);
    expect((await t.db.sale.findUnique({ where: { transactionId: "{DBA933FA-1B78-669D-E053-6B04A8C0AD56}" } }))?.uprn).toBe(ADDRESS.uprn);
    // The links moved the version after (or while) the summaries were built: they stay current.
    expect(await readCurrentSummaryBuild(t.db)).not.toBeNull();
    const outcodes = await t.db.sale.findMany({ where: { outcode: { not: null } }, distinct: ["outcode"], select: { outcode: true } });
    expect(await t.db.marketIndex.count()).toBe(outcodes.length);
    expect(result.summaries?.markets.outcodes).toBe(outcodes.length);
    // The markets (on SQLite worked out while Sale's indexes, set aside for this first load,
    // were built) are those worked out from the finished table.
    const stored = await t.db.marketIndex.findMany({ orderBy: { outcode: "asc" } });
    await t.db.marketIndex.deleteMany();
    await rebuildMarketIndexes(t.db);
    expect(await t.db.marketIndex.findMany({ orderBy: { outcode: "asc" } })).toEqual(stored);
    // PostgreSQL: the tables written vacuumed and analysed, the summaries' after their rebuild,
    // and not the address register the import only read; SQLite has no statistics to gather
    // (gather-planner-statistics.ts).
    const written = [...listTablesWritten("ppd"), ...SUMMARY_TABLES];
    expect(written).toEqual(expect.arrayContaining(["Sale", "DatasetLoad"]));
    const gathered = await listGatheredTables(t);
    expect(written.filter((table) => !gathered.has(table))).toEqual(t.provider === "postgres" ? [] : written);
    expect(gathered.has("Address")).toBe(false);
  });

  it("analyses each summary table once, those the sales fill in their rebuild or refresh, and vacuums them after the links; not after an import of other data (decision 149)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ppd-statistics-"));
    try {
      const file = path.join(dir, "ppd-new.csv");
      writeFileSync(file, `${newSales(3, ["NE3 3LJ"]).join("\n")}\n`);
      const before = await readSummaryStatisticsRuns(t);
      const result = await importAndLink(t.db, "ppd", file, { progress: false });
      expect(result.summaries).toBeDefined();
      const once = Object.fromEntries(SUMMARY_TABLES.map((name) => [name, { analyses: 1, vacuums: 1 }]));
      expect(subtractRuns(await readSummaryStatisticsRuns(t), before)).toEqual(t.provider === "postgres" ? once : {});
      // Titles change no summary: their statistics stand.
      const between = await readSummaryStatisticsRuns(t);
      expect((await importAndLink(t.db, "ccod", path.join("tests/fixtures/import", "ccod-full-sample.csv"), { progress: false })).summary.inserted).toBeGreaterThan(0);
      const none = Object.fromEntries(SUMMARY_TABLES.map((name) => [name, { analyses: 0, vacuums: 0 }]));
      expect(subtractRuns(await readSummaryStatisticsRuns(t), between)).toEqual(t.provider === "postgres" ? none : {});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("npm run import -- ppd, a change file that sets Sale's indexes aside", () => {
  const fresh = useFreshDatabases();

  it("writes the markets of the sales left after its deletes", async () => {
    const d = await fresh();
    // One sale, which the monthly file (three rows to write, so Sale's indexes are set aside) deletes.
    await d.db.sale.create({
      data: { transactionId: "{DBA933FA-1EBE-669D-E053-6B04A8C0AD56}", price: 286500, date: new Date("2022-01-04T00:00:00Z"), postcode: "NE27 0BU", outcode: "NE27", propertyType: "D", newBuild: false, tenure: "F", category: "A", source: "test", period: "2022-01" },
    });
    const result = await importAndLink(d.db, "ppd", path.join("tests/fixtures/import", "ppd-monthly-update.csv"), { progress: false });
    expect(result.summary.deleted).toBe(1);
    const stored = await d.db.marketIndex.findMany({ orderBy: { outcode: "asc" } });
    expect(stored.map((row) => row.outcode)).not.toContain("NE27");
    await d.db.marketIndex.deleteMany();
    await rebuildMarketIndexes(d.db);
    expect(await d.db.marketIndex.findMany({ orderBy: { outcode: "asc" } })).toEqual(stored);
  });
});

// A packed month's entry: 14 bytes, 28 hex digits (lib/import/sale-months.ts).
const ENTRY_HEX = 28;

/** The summary tables whole, in one order (a unit's packed months as their entries in hex, sorted: a year's row holds them in no order). */
async function readSummaries(db: Db) {
  const summaries = await db.saleSummary.findMany({ orderBy: [{ unit: "asc" }, { grain: "asc" }, { period: "asc" }, { counted: "asc" }] });
  const entries = (hex: string) => Array.from({ length: hex.length / ENTRY_HEX }, (_, i) => hex.slice(i * ENTRY_HEX, (i + 1) * ENTRY_HEX)).sort();
  const months = (await db.saleMonths.findMany({ orderBy: [{ unit: "asc" }, { year: "asc" }] })).map((row) => ({ ...row, months: entries(Buffer.from(row.months).toString("hex")) }));
  const sectors = await db.sectorBounds.findMany({ orderBy: { sector: "asc" } });
  return { summaries, months, sectors };
}

/** A Price Paid line (the bulk file's 16 columns) with a record status. */
const ppdLine = (id: string, price: number, date: string, postcode: string, status: string, county = "TYNE AND WEAR") =>
  `"${id}","${price}","${date} 00:00","${postcode}","T","N","F","7","","TOUCHED STREET","","NEWCASTLE UPON TYNE","NEWCASTLE UPON TYNE","${county}","A","${status}"`;

/** `count` new sales in `postcodes` (cycled) over 2022's months, keys numbered from `first`. */
const newSales = (count: number, postcodes: readonly string[], first = 0) =>
  Array.from({ length: count }, (_, i) => ppdLine(`{E${String(first + i).padStart(7, "0")}-0000-4000-8000-000000000000}`, 100000 + i * 7, `2022-${String((i % 12) + 1).padStart(2, "0")}-10`, postcodes[i % postcodes.length]!, "A", "COUNTY DURHAM"));

/** The bundle subset loaded as a first start loads the bundle: summaries and markets built, counts kept. */
const loadSubset = (t: TestDb, subset: ReturnType<typeof writeBundleSubset>) =>
  loadBundledData(t.db, { databaseUrl: t.url, dataDir: subset.dataDir, files: subset.files, demoLayers: false, progress: false, log: () => undefined });

describe("npm run import -- ppd, a change file smaller than Sale (decision 126)", () => {
  const fresh = useFreshDatabases();

  it("refreshes only the units and days it touched, to what a full rebuild writes: adds, a change that moves a sale, a delete", async () => {
    const subset = writeBundleSubset();
    const dir = mkdtempSync(path.join(tmpdir(), "ppd-refresh-"));
    try {
      const t = await fresh();
      await loadSubset(t, subset);
      expect(await readCurrentSummaryBuild(t.db)).not.toBeNull();
      // Another postcode area's sales (the subset's are all NE): its markets must stand.
      const durham = path.join(dir, "pp-durham.csv");
      writeFileSync(durham, [1, 2, 3].map((n) => ppdLine(`{D0000000-0000-4000-8000-00000000000${n}}`, 150000 + n, `2022-0${n + 3}-10`, `DH${n} 3LE`, "A", "COUNTY DURHAM")).join("\n"));
      await importAndLink(t.db, "ppd", durham, { progress: false });
      const [moved, deleted] = await t.db.sale.findMany({ where: { postcode: { startsWith: "NE" } }, orderBy: { transactionId: "asc" }, take: 2 });
      // Another sector's postcode with a centroid, for the change to move the sale to.
      const elsewhere = await t.db.postcode.findFirst({ where: { sector: { not: (await t.db.postcode.findUniqueOrThrow({ where: { postcode: moved!.postcode! } })).sector }, latitude: { not: null } }, orderBy: { postcode: "asc" } });
      const file = path.join(dir, "pp-monthly-touched.csv");
      writeFileSync(
        file,
        [
          ppdLine("{F0000000-0000-4000-8000-000000000001}", 210000, "2022-03-15", moved!.postcode!, "A"),
          ppdLine("{F0000000-0000-4000-8000-000000000002}", 95000, "2022-09-30", elsewhere!.postcode, "A"),
          ppdLine(moved!.transactionId, 333000, "2021-12-31", elsewhere!.postcode, "C"),
          ppdLine(deleted!.transactionId, 1, "2022-01-01", deleted!.postcode!, "D"),
        ].join("\n"),
      );
      const result = await importAndLink(t.db, "ppd", file, { progress: false });
      expect(result.summary).toMatchObject({ inserted: 2, updated: 1, deleted: 1 });
      // Refreshed: the touched postcodes (3, or 2 when the moved and deleted sales share one) and their sectors.
      expect(result.summaries?.refreshed).toBeGreaterThanOrEqual(4);
      expect(result.summaries?.refreshed).toBeLessThan(await t.db.saleSummary.count({ where: { grain: "all" } }));
      expect(await readCurrentSummaryBuild(t.db)).not.toBeNull();
      const refreshed = await readSummaries(t.db);
      // The markets of the touched postcodes' area (decision 129) worked out again, and the rest kept.
      const areas = new Set([moved!.postcode!, elsewhere!.postcode, deleted!.postcode!].map((postcode) => getPostcodeArea(postcode)));
      const markets = await t.db.marketIndex.findMany({ orderBy: { outcode: "asc" } });
      expect(markets.filter((row) => row.outcode.startsWith("DH"))).toHaveLength(3);
      expect(result.summaries?.markets.outcodes).toBe(markets.filter((row) => areas.has(getPostcodeArea(row.outcode))).length);
      expect(result.summaries?.markets.outcodes).toBeLessThan(markets.length);
      await rebuildSaleSummaries(t.db);
      expect(refreshed).toEqual(await readSummaries(t.db));
      expect(markets).toEqual(await t.db.marketIndex.findMany({ orderBy: { outcode: "asc" } }));
    } finally {
      subset.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  // Decision 139: a sector's month takes its postcodes' changes; it is summed again only
  // where a postcode's month lost its first or latest sale.
  it("changes a sector's month by what its postcodes' months lost in the middle, and sums it again where one lost its first or latest sale", async () => {
    const subset = writeBundleSubset();
    const dir = mkdtempSync(path.join(tmpdir(), "ppd-sector-months-"));
    try {
      const t = await fresh();
      await loadSubset(t, subset);
      // Each centred postcode's counted sales (houses and flats at standard prices), by sector and month.
      const centred = new Map((await t.db.postcode.findMany({ where: { latitude: { not: null }, longitude: { not: null } }, select: { postcode: true, sector: true } })).map((p) => [p.postcode, p.sector]));
      const sales = (await t.db.sale.findMany({ where: { category: "A", propertyType: { in: ["D", "S", "T", "F"] } }, orderBy: [{ date: "asc" }, { transactionId: "asc" }] })).filter((sale) => sale.postcode && centred.has(sale.postcode));
      const group = (keyOf: (sale: (typeof sales)[number]) => string) => {
        const groups = new Map<string, typeof sales>();
        for (const sale of sales) (groups.get(keyOf(sale)) ?? groups.set(keyOf(sale), []).get(keyOf(sale))!).push(sale);
        return [...groups.values()];
      };
      const month = (sale: (typeof sales)[number]) => sale.date.toISOString().slice(0, 7);
      // The second of a postcode month's three or more sales: its first and last stay.
      const middle = group((sale) => `${sale.postcode}|${month(sale)}`).find((of) => of.length >= 3)![1]!;
      // The only earliest sale of another sector's month: the sector month's first moves.
      const earliest = group((sale) => `${centred.get(sale.postcode!)}|${month(sale)}`).find(
        (of) => of.length >= 2 && of[0]!.date < of[1]!.date && centred.get(of[0]!.postcode!) !== centred.get(middle.postcode!),
      )![0]!;
      const file = path.join(dir, "pp-sector-months.csv");
      writeFileSync(file, [middle, earliest].map((sale) => ppdLine(sale.transactionId, 1, "2022-01-01", sale.postcode!, "D")).join("\n"));
      expect((await importAndLink(t.db, "ppd", file, { progress: false })).summary).toMatchObject({ deleted: 2 });
      const refreshed = await readSummaries(t.db);
      await rebuildSaleSummaries(t.db);
      expect(refreshed).toEqual(await readSummaries(t.db));
    } finally {
      subset.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("npm run import -- ppd, a change file smaller than Sale: the counts by county (decision 128)", () => {
  const fresh = useFreshDatabases();
  const COUNTY = "TYNE AND WEAR";

  /** Sale count rows as the whole table's count and the counties' keys with their counts, in key order. */
  const splitCounts = (rows: { key: string; count: number }[]) => {
    const sorted = [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return { whole: sorted.find((row) => row.key === WHOLE_TABLE)?.count, counties: sorted.filter((row) => row.key !== WHOLE_TABLE).map((row) => [row.key, row.count]) };
  };
  const readKeptCounts = async (db: Db) => splitCounts(await db.datasetCount.findMany({ where: { dataset: "sale" } }));
  const countNow = async (db: Db) => splitCounts(await countDataset(db, "sale"));

  it("keeps them from the counties it touched, and counts again when a county's edge month may have moved", async () => {
    const subset = writeBundleSubset();
    const dir = mkdtempSync(path.join(tmpdir(), "ppd-counties-"));
    try {
      const t = await fresh();
      await loadSubset(t, subset);
      const span = await t.db.sale.aggregate({ where: { county: COUNTY }, _min: { date: true }, _max: { date: true } });
      const [firstMonth, lastMonth] = [span._min.date!.toISOString().slice(0, 7), span._max.date!.toISOString().slice(0, 7)];
      expect(firstMonth < lastMonth).toBe(true);
      // Sales strictly inside the county's months: taking them away cannot move its edges.
      const after = new Date(`${firstMonth}-28T00:00:00Z`);
      const before = new Date(`${lastMonth}-01T00:00:00Z`);
      const [moved, deleted, twice] = await t.db.sale.findMany({ where: { county: COUNTY, postcode: { not: null }, date: { gt: after, lt: before } }, orderBy: { transactionId: "asc" }, take: 3 });
      // A whole-table count no load could make: carried forward, it shows the counts were kept, not counted again.
      await t.db.datasetCount.update({ where: { dataset_key: { dataset: "sale", key: WHOLE_TABLE } }, data: { count: { increment: 1000 } } });
      const file = path.join(dir, "pp-counties.csv");
      writeFileSync(
        file,
        [
          // A new county; the county's months extended past its last; a sale moved to another county; a delete.
          ppdLine("{F1000000-0000-4000-8000-000000000001}", 180000, "2023-02-01", moved!.postcode!, "A", "RUTLAND"),
          ppdLine("{F1000000-0000-4000-8000-000000000002}", 120000, "2023-03-15", moved!.postcode!, "A"),
          ppdLine(moved!.transactionId, 250000, "2022-12-31", moved!.postcode!, "C", "COUNTY DURHAM"),
          ppdLine(deleted!.transactionId, 1, "2022-01-01", deleted!.postcode!, "D"),
        ].join("\n"),
      );
      expect((await importAndLink(t.db, "ppd", file, { progress: false })).summary).toMatchObject({ inserted: 2, updated: 1, deleted: 1 });
      const counted = await countNow(t.db);
      expect(counted.counties).toContainEqual([saleCountyKey("RUTLAND", "2023-02", "2023-02"), 1]);
      expect(counted.counties.some(([key]) => String(key).startsWith(`county:${COUNTY}|${firstMonth}|2023-03`))).toBe(true);
      expect(await readKeptCounts(t.db)).toEqual({ ...counted, whole: counted.whole! + 1000 });

      // A delete in the county's first month, with nothing added there: the first month may
      // move, which only a count tells, so every sale is counted again (the 1000 is gone).
      const earliest = await t.db.sale.findFirstOrThrow({ where: { county: COUNTY }, orderBy: [{ date: "asc" }, { transactionId: "asc" }] });
      const edge = path.join(dir, "pp-edge.csv");
      writeFileSync(edge, ppdLine(earliest.transactionId, 1, "2022-01-01", earliest.postcode ?? "", "D"));
      expect((await importAndLink(t.db, "ppd", edge, { progress: false })).summary).toMatchObject({ deleted: 1 });
      expect(await readKeptCounts(t.db)).toEqual(await countNow(t.db));

      // A stored sale changed twice, in two batches: stored once, the later row's county. Its
      // stage holds two rows whose sides still add up (two replaced, two added), but not by
      // county: the load does not tell its counties, and every sale is counted again.
      const repeated = path.join(dir, "pp-twice.csv");
      const day = twice!.date.toISOString().slice(0, 10);
      writeFileSync(repeated, [ppdLine(twice!.transactionId, 2, day, twice!.postcode!, "C", "RUTLAND"), ppdLine(twice!.transactionId, 3, day, twice!.postcode!, "C", "COUNTY DURHAM")].join("\n"));
      expect((await importAndLink(t.db, "ppd", repeated, { progress: false, batchSize: 1 })).summary).toMatchObject({ inserted: 0, updated: 2 });
      expect(await t.db.sale.findUnique({ where: { transactionId: twice!.transactionId } })).toMatchObject({ county: "COUNTY DURHAM" });
      expect(await readKeptCounts(t.db)).toEqual(await countNow(t.db));
    } finally {
      subset.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("npm run import -- ppd, new sales that set Sale's indexes aside (decision 145)", () => {
  const fresh = useFreshDatabases();

  const readMarkets = (db: Db) => db.marketIndex.findMany({ orderBy: { outcode: "asc" } });

  it("work out again only the markets of the areas they add to, to what a full rebuild writes; a load that also changes a stored sale, every area's", async () => {
    const subset = writeBundleSubset();
    const dir = mkdtempSync(path.join(tmpdir(), "ppd-added-areas-"));
    try {
      const t = await fresh();
      await loadSubset(t, subset);
      const before = await readMarkets(t.db);
      expect(before.length).toBeGreaterThan(0);
      expect(before.every((row) => getPostcodeArea(row.outcode) === "NE")).toBe(true);
      // More rows than Sale holds, all new, all in County Durham's DH area.
      const stored = await t.db.sale.count();
      const durham = path.join(dir, "pp-durham-new.csv");
      writeFileSync(durham, newSales(stored + 10, ["DH1 3LE", "DH2 3LE", "DH3 3LE"]).join("\n"));
      const added = await importAndLink(t.db, "ppd", durham, { progress: false });
      expect(added.summary).toMatchObject({ inserted: stored + 10, updated: 0, deleted: 0 });
      expect(added.summaries?.markets.outcodes).toBe(3);
      const markets = await readMarkets(t.db);
      expect(markets.filter((row) => getPostcodeArea(row.outcode) === "NE")).toEqual(before);
      expect(markets.map((row) => row.outcode).filter((outcode) => outcode.startsWith("DH"))).toEqual(["DH1", "DH2", "DH3"]);
      await t.db.marketIndex.deleteMany();
      await rebuildMarketIndexes(t.db);
      expect(await readMarkets(t.db)).toEqual(markets);

      // New sales again, and a stored NE sale moved: every area's markets are worked out again.
      const moved = await t.db.sale.findFirstOrThrow({ where: { postcode: { startsWith: "NE" } }, orderBy: { transactionId: "asc" } });
      const changed = path.join(dir, "pp-durham-and-a-change.csv");
      const total = await t.db.sale.count();
      writeFileSync(changed, [...newSales(total + 10, ["DH4 3LE"], 1_000_000), ppdLine(moved.transactionId, 1000, "2022-06-30", moved.postcode!, "C")].join("\n"));
      const both = await importAndLink(t.db, "ppd", changed, { progress: false });
      expect(both.summary).toMatchObject({ inserted: total + 10, updated: 1 });
      const all = await readMarkets(t.db);
      expect(both.summaries?.markets.outcodes).toBe(all.length);
      await t.db.marketIndex.deleteMany();
      await rebuildMarketIndexes(t.db);
      expect(await readMarkets(t.db)).toEqual(all);
    } finally {
      subset.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("npm run import -- ppd, a load that sets Sale's indexes aside: its summaries and counts (decision 148)", () => {
  const fresh = useFreshDatabases();

  /** The copies buildSummariesAside makes on the connection (SQLite's temporary tables). */
  const listAsideCopies = async ({ db, provider }: TestDb) =>
    provider === "sqlite" ? (await db.$queryRawUnsafe<{ name: string }[]>(`SELECT "name" FROM temp."sqlite_master" WHERE "name" LIKE 'aside%'`)).map((row) => row.name) : [];
  /** The sales' counts kept, and counted now, in one order. */
  const byKey = (rows: readonly { key: string; count: number }[]) => rows.map(({ key, count }) => ({ key, count })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const expectSaleCountsKept = async (db: Db) => expect(byKey(await db.datasetCount.findMany({ where: { dataset: "sale" } }))).toEqual(byKey(await countDataset(db, "sale")));

  it("are a full rebuild's and a count's, made beside the indexes on SQLite; made again when deletes follow them; no copy is left", async () => {
    const subset = writeBundleSubset();
    const dir = mkdtempSync(path.join(tmpdir(), "ppd-built-aside-"));
    try {
      const t = await fresh();
      await loadSubset(t, subset);
      // A postcode of the bundle's (the summaries sum the sales of known postcodes).
      const { postcode } = await t.db.postcode.findFirstOrThrow({ where: { sector: { not: "" } }, orderBy: { postcode: "asc" } });
      // More new sales than Sale holds: its indexes are set aside, and the summaries built meanwhile.
      const added = path.join(dir, "pp-new.csv");
      writeFileSync(added, newSales((await t.db.sale.count()) + 10, [postcode]).join("\n"));
      const first = await importAndLink(t.db, "ppd", added, { progress: false });
      expect(first.summary).toMatchObject({ updated: 0, deleted: 0 });
      expect(first.summaries?.builtAside).toBe(t.provider === "sqlite" ? true : undefined);
      expect(await readCurrentSummaryBuild(t.db)).not.toBeNull();
      expect(await listAsideCopies(t)).toEqual([]);
      // Counted beside the builds too (SQLite), as they are after the load.
      await expectSaleCountsKept(t.db);
      const swapped = await readSummaries(t.db);
      expect(swapped.summaries.some((row) => row.unit === postcode)).toBe(true);
      await rebuildSaleSummaries(t.db);
      expect(await readSummaries(t.db)).toEqual(swapped);

      // New sales again, and a stored sale deleted: the deletes come after the indexes, so what was built beside them is not swapped in.
      const gone = await t.db.sale.findFirstOrThrow({ where: { postcode }, orderBy: { transactionId: "asc" } });
      const withDelete = path.join(dir, "pp-new-and-a-delete.csv");
      writeFileSync(withDelete, [...newSales((await t.db.sale.count()) + 10, [postcode], 1_000_000), ppdLine(gone.transactionId, gone.price, "2022-01-10", postcode, "D")].join("\n"));
      const second = await importAndLink(t.db, "ppd", withDelete, { progress: false });
      expect(second.summary.deleted).toBe(1);
      expect(second.summaries?.builtAside).toBeUndefined();
      expect(await listAsideCopies(t)).toEqual([]);
      await expectSaleCountsKept(t.db);
      const rebuilt = await readSummaries(t.db);
      await rebuildSaleSummaries(t.db);
      expect(await readSummaries(t.db)).toEqual(rebuilt);
    } finally {
      subset.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
