import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as search } from "@/app/api/properties/search/route";
import { POST as valuation } from "@/app/api/properties/valuation/route";
import { COUNTED_DATASETS, CRIME_MONTH_PREFIX, POSTCODE_DISTRICT_PREFIX, WHOLE_TABLE, parseSaleCountyKey, type CountedDataset } from "@/lib/data-version/count-datasets";
import { createDataVersionCache } from "@/lib/data-version/create-data-version-cache.server";
import { readDataVersion, readDatasetCounts, recordDataChange } from "@/lib/data-version/record-data-change";
import { withOneDataVersion } from "@/lib/data-version/request-data-version";
import { readCachedSummaryBuild } from "@/lib/data-version/read-cached-summary-build.server";
import { readCachedTableCounts } from "@/lib/data-version/read-cached-table-counts.server";
import { readCurrentSummaryBuild, rebuildSaleSummaries, SUMMARY_DATASET } from "@/lib/import/rebuild-sale-summaries";
import { createDb, type Db } from "@/lib/db/client";
import { importFile, type DatasetName } from "@/lib/import/import-file";
import { getOutcode } from "@/lib/postcode/normalise-postcode";
import { runSearch } from "@/lib/search/run-search.server";
import { searchQuerySchema } from "@/lib/search/schemas";
import { authed, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";

// The data's version and the counts kept at import (docs/decisions/112): answer caches follow
// the version in every process, and health and coverage read kept counts, never the tables.
const database = useTestDatabase();
const fixture = (file: string) => path.join("tests/fixtures/import", file);
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "data-version-"));
  await seedArea(database.current().db);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A one-row Price Paid file: a sale in NE3 3LJ at `price` (`n` makes its transaction id). */
function writePpdFile(n: number, price: number): string {
  const file = path.join(dir, `ppd-${n}.csv`);
  writeFileSync(file, `"{DBA933FA-0000-669D-E053-${String(n).padStart(12, "0")}}","${price}","2022-07-04 00:00","NE3 3LJ","T","N","F","9","","BRADWELL ROAD","","NEWCASTLE UPON TYNE","NEWCASTLE UPON TYNE","TYNE AND WEAR","A","A"\n`);
  return file;
}

async function searchTotal(): Promise<number> {
  const response = await search(authed("/api/properties/search?postcode=NE3%203LJ&radius=1"));
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

async function healthCounts(): Promise<Record<string, number>> {
  const response = await health(authed("/api/health"));
  return ((await response.json()) as { data: Record<string, number> }).data;
}

const sale = (id: string, price: number) => ({
  transactionId: id, price, date: new Date("2022-08-01"), postcode: "NE3 3LJ", outcode: getOutcode("NE3 3LJ"), propertyType: "T", newBuild: false, tenure: "F",
  paon: "1", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", district: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", category: "A", uprn: null, source: "hmlr-ppd", period: "2022-08",
});

describe("the data version", () => {
  it("is absent until a change is recorded, and data without one is never cached; then it moves on with each change", async () => {
    const db = database.current().db;
    expect(await readDataVersion(db)).toBeNull();
    const before = await searchTotal();
    await db.sale.create({ data: { ...sale("{UNVERSIONED}", 97_000), paon: "77" } });
    expect(await searchTotal()).toBe(before + 1);
    const first = await recordDataChange(db, []);
    expect(await recordDataChange(db, [])).toBe(first + 1);
    expect(await readDataVersion(db)).toBe(first + 1);
  });

  it("keeps a search answer until an import moves it: rows written without one do not show, an import's do", async () => {
    const db = database.current().db;
    await recordDataChange(db, ["sale"]);
    const before = await searchTotal();
    await db.sale.create({ data: sale("{HIDDEN}", 99_000) });
    expect(await searchTotal()).toBe(before);
    const summary = await importFile(db, "ppd", writePpdFile(1, 123_000));
    expect(summary.inserted).toBe(1);
    // The import's own row and the one written by hand both show: the cached answer is gone.
    expect(await searchTotal()).toBe(before + 2);
  });

  it("an import through another client (another server process) reaches this process's cache", async () => {
    const { db, url } = database.current();
    const query = searchQuerySchema.parse({ searchType: "postcode", postcode: "NE3 3LJ", radius: "1" });
    const here = JSON.parse(await runSearch(db, query)) as { total: number };
    expect((JSON.parse(await runSearch(db, query)) as { total: number }).total).toBe(here.total);
    const other: Db = createDb(url);
    try {
      await importFile(other, "ppd", writePpdFile(2, 145_000));
      expect(await readDataVersion(other)).toBe(await readDataVersion(db));
    } finally {
      await other.$disconnect();
    }
    expect((JSON.parse(await runSearch(db, query)) as { total: number }).total).toBe(here.total + 1);
  });

  it("a version cache shares one load between concurrent misses, reloads after a change, and keeps within its bounds", async () => {
    const db = database.current().db;
    const cache = createDataVersionCache<number[]>("test-bounds", { maxEntries: 2, maxWeight: 5, weigh: (rows) => rows.length });
    let loads = 0;
    const load = (rows: number) => async () => {
      loads++;
      return Array.from({ length: rows }, (_, i) => i);
    };
    await recordDataChange(db, []);
    const [a, b] = await Promise.all([cache.get(db, "a", load(2)), cache.get(db, "a", load(2))]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    await cache.get(db, "a", load(2));
    expect(loads).toBe(1);
    await recordDataChange(db, []);
    await cache.get(db, "a", load(2));
    expect(loads).toBe(2);
    // Over the weight bound the least recently used goes: "a" (2) + "b" (2) + "c" (2) > 5.
    await cache.get(db, "b", load(2));
    await cache.get(db, "c", load(2));
    await cache.get(db, "a", load(2));
    expect(loads).toBe(5);
  });

  it("a version cache loads again an answer it does not keep", async () => {
    const db = database.current().db;
    const cache = createDataVersionCache<number | null>("test-keeps", { maxEntries: 4, keeps: (value) => value !== null });
    let loads = 0;
    const load = (value: number | null) => async () => {
      loads++;
      return value;
    };
    await recordDataChange(db, []);
    expect(await cache.get(db, "a", load(null))).toBeNull();
    expect(await cache.get(db, "a", load(7))).toBe(7);
    expect(await cache.get(db, "a", load(8))).toBe(7);
    expect(loads).toBe(2);
  });

  // On PostgreSQL the two run on two pooled connections at once (their count rows would
  // collide without the version row's lock); SQLite's one connection takes them in turn.
  it("two imports recording their changes at once both succeed, one after the other", async () => {
    const db = database.current().db;
    const start = (await readDataVersion(db)) ?? 0;
    const versions = await Promise.all([recordDataChange(db, ["sale", "crime"]), recordDataChange(db, ["sale", "crime"])]);
    expect(versions.sort((a, b) => a - b)).toEqual([start + 1, start + 2]);
    expect((await readDatasetCounts(db, "sale")).get(WHOLE_TABLE)).toBe(await db.sale.count());
  });
});

describe("counts kept at import", () => {
  const imports: [DatasetName, string][] = [
    ["postcodes", "codepoint-open-sample.csv"],
    ["ppd", "ppd-bulk.csv"],
    ["crime", "police-uk-street-sample.csv"],
    ["conservation-areas", "conservation-areas-sample.geojson"],
    ["listed-buildings", "listed-buildings-sample.geojson"],
    ["epc", "epc-certificates.csv"],
    ["uprn", "os-open-uprn-sample.csv"],
    ["ccod", "ccod-full-sample.csv"],
    ["heights", "building-heights-latlong.csv"],
  ];

  async function tableCount(db: Db, dataset: CountedDataset): Promise<number> {
    const counters: Record<CountedDataset, () => Promise<number>> = {
      postcode: () => db.postcode.count(),
      sale: () => db.sale.count(),
      crime: () => db.crime.count(),
      planningConstraint: () => db.planningConstraint.count(),
      listedBuilding: () => db.listedBuilding.count(),
      address: () => db.address.count(),
      listing: () => db.listing.count(),
      epcCertificate: () => db.epcCertificate.count(),
      building: () => db.building.count(),
      title: () => db.title.count(),
      client: () => db.client.count(),
    };
    return counters[dataset]();
  }

  it("equal COUNT(*) after an import of each dataset, with the breakdowns the request paths read", async () => {
    const db = database.current().db;
    for (const [dataset, file] of imports) {
      const summary = await importFile(db, dataset, fixture(file), { progress: false });
      expect(summary.inserted, dataset).toBeGreaterThan(0);
    }
    for (const dataset of COUNTED_DATASETS) expect([dataset, (await readDatasetCounts(db, dataset)).get(WHOLE_TABLE)]).toEqual([dataset, await tableCount(db, dataset)]);

    const sales = await readDatasetCounts(db, "sale");
    const counties = await db.sale.groupBy({ by: ["county"], _count: { _all: true }, _min: { date: true }, _max: { date: true } });
    const kept = [...sales].flatMap(([key, count]) => (parseSaleCountyKey(key) ? [{ ...parseSaleCountyKey(key), count }] : []));
    expect(kept.sort((a, b) => (a.county ?? "").localeCompare(b.county ?? ""))).toEqual(
      counties
        .filter((g) => g.county)
        .map((g) => ({ county: g.county, firstMonth: g._min.date?.toISOString().slice(0, 7), lastMonth: g._max.date?.toISOString().slice(0, 7), count: g._count._all }))
        .sort((a, b) => (a.county ?? "").localeCompare(b.county ?? "")),
    );

    const crimes = await readDatasetCounts(db, "crime");
    const months = await db.crime.groupBy({ by: ["month"], _count: { _all: true } });
    expect(months.length).toBeGreaterThan(0);
    for (const group of months) expect(crimes.get(`${CRIME_MONTH_PREFIX}${group.month}`)).toBe(group._count._all);
    expect(crimes.get("authority:Newcastle upon Tyne")).toBeGreaterThan(0);

    const postcodes = await readDatasetCounts(db, "postcode");
    const located = await db.postcode.count({ where: { districtCode: "E08000021", latitude: { not: null } } });
    expect(located).toBeGreaterThan(0);
    expect(postcodes.get(`${POSTCODE_DISTRICT_PREFIX}E08000021`)).toBe(located);
  });

  it("health answers from the kept counts: rows written without recording a change are not counted until one is", async () => {
    const db = database.current().db;
    const kept = await healthCounts();
    expect(kept.sales).toBe(await db.sale.count());
    await db.sale.createMany({ data: [sale("{UNCOUNTED-1}", 100_000), sale("{UNCOUNTED-2}", 110_000)] });
    expect((await healthCounts()).sales).toBe(kept.sales);
    await recordDataChange(db, ["sale"]);
    expect((await healthCounts()).sales).toBe((kept.sales ?? 0) + 2);
  });

  it("a database never counted (migrated before counts were kept) is counted once on first read, then stored", async () => {
    const db = database.current().db;
    await db.datasetCount.deleteMany({});
    const counts = await healthCounts();
    expect(counts.crimes).toBe(await db.crime.count());
    expect(counts.postcodes).toBe(await db.postcode.count());
    expect(await db.datasetCount.count({ where: { dataset: "crime", key: WHOLE_TABLE } })).toBe(1);
    expect(await db.datasetCount.count({ where: { dataset: "crime", key: { startsWith: CRIME_MONTH_PREFIX } } })).toBeGreaterThan(0);
  });
});

describe("valuation evidence kept until the data changes", () => {
  async function value() {
    const response = await valuation(authed("/api/properties/valuation", { json: { postcode: "NE3 3LJ", propertyType: "terraced" } }));
    expect(response.status).toBe(200);
    return (await response.json()) as { estimatedValue: number; comparables: unknown[] };
  }

  it("answers a repeat from the kept evidence, identical to the first, and reloads after an import", async () => {
    const db = database.current().db;
    await recordDataChange(db, ["sale"]);
    const first = await value();
    // A sale written without recording a change is not seen: the evidence is the kept one.
    await db.sale.createMany({ data: Array.from({ length: 6 }, (_, i) => ({ ...sale(`{EVIDENCE-${i}}`, 900_000), paon: String(40 + i) })) });
    const repeat = await value();
    expect(repeat).toEqual(first);
    await recordDataChange(db, ["sale"]);
    const reloaded = await value();
    expect(reloaded.estimatedValue).toBeGreaterThan(first.estimatedValue);
    expect(await value()).toEqual(reloaded);
  });
});

describe("read once per data version for requests", () => {
  it("the summaries' build is kept while current, never while not: a rebuild at the same version is taken up at once", async () => {
    const db = database.current().db;
    await recordDataChange(db, ["sale", "postcode"]);
    await rebuildSaleSummaries(db);
    await recordDataChange(db, ["sale"]); // the sales recounted: the build is stale
    expect(await readCachedSummaryBuild(db)).toBeNull();
    await rebuildSaleSummaries(db); // records its build at the same version
    const build = await readCachedSummaryBuild(db);
    expect(build).not.toBeNull();
    expect(build).toBe(await readCurrentSummaryBuild(db));
    // Kept: the record forgotten behind its back (no version move) is not read again.
    await db.datasetCount.deleteMany({ where: { dataset: SUMMARY_DATASET } });
    expect(await readCurrentSummaryBuild(db)).toBeNull();
    expect(await readCachedSummaryBuild(db)).toBe(build);
    await recordDataChange(db, []);
    expect(await readCachedSummaryBuild(db)).toBeNull();
    await rebuildSaleSummaries(db);
    expect(await readCachedSummaryBuild(db)).not.toBeNull();
  });

  it("the kept table counts are read once per version", async () => {
    const db = database.current().db;
    await recordDataChange(db, ["sale"]);
    const sales = await db.sale.count();
    expect((await readCachedTableCounts(db, ["sale"])).get("sale")).toBe(sales);
    await db.datasetCount.updateMany({ where: { dataset: "sale", key: WHOLE_TABLE }, data: { count: sales + 5 } });
    expect((await readCachedTableCounts(db, ["sale"])).get("sale")).toBe(sales);
    await recordDataChange(db, ["sale"]);
    expect((await readCachedTableCounts(db, ["sale"])).get("sale")).toBe(sales);
    await db.datasetCount.updateMany({ where: { dataset: "sale", key: WHOLE_TABLE }, data: { count: sales + 5 } });
    await recordDataChange(db, []);
    expect((await readCachedTableCounts(db, ["sale"])).get("sale")).toBe(sales + 5);
    await recordDataChange(db, ["sale"]);
  });
});

describe("one data version per request (decision 119)", () => {
  const bumpBehindItsBack = (db: Db) => db.$executeRawUnsafe(`UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1`);

  it("is read once within a request, and afresh by the next request", async () => {
    const db = database.current().db;
    await recordDataChange(db, []);
    const outside = await readDataVersion(db);
    const seen = await withOneDataVersion(async () => {
      const first = await readDataVersion(db);
      await bumpBehindItsBack(db); // another process's import, committed mid-request
      return [first, await readDataVersion(db)];
    });
    expect(seen).toEqual([outside, outside]);
    expect(await readDataVersion(db)).toBe((outside ?? 0) + 1);
  });

  it("moves on within the request when the request records a change itself", async () => {
    const db = database.current().db;
    const [before, after, recorded] = await withOneDataVersion(async () => {
      const first = await readDataVersion(db);
      const moved = await recordDataChange(db, []);
      return [first, await readDataVersion(db), moved];
    });
    expect(after).toBe(recorded);
    expect(recorded).toBe((before ?? 0) + 1);
  });

  it("is not kept for work the request started that outlives it", async () => {
    const db = database.current().db;
    let later: Promise<(number | null)[]> | undefined;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const during = await withOneDataVersion(async () => {
      const version = await readDataVersion(db);
      later = gate.then(async () => {
        const first = await readDataVersion(db);
        await bumpBehindItsBack(db);
        return [first, await readDataVersion(db)];
      });
      return version;
    });
    await bumpBehindItsBack(db);
    release();
    expect(await later).toEqual([(during ?? 0) + 1, (during ?? 0) + 2]);
  });
});
