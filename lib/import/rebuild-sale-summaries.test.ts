import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDataVersion, recordDataChange } from "@/lib/data-version/record-data-change";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importAndLink } from "./import-and-link";
import { chooseSectorDayRead, rebuildSaleSummaries, SUMMARY_DATASET, type SectorDayRead } from "./rebuild-sale-summaries";
import type { TouchedDay } from "./types";

// Decision 116: SaleSummary and SectorBounds rebuilt from Sale and Postcode in one set-based
// pass. Two sectors of NE3 (one with a postcode without a centroid), a sector whose postcodes
// have two outward codes, sales of homes and others, two on one day.
let t: TestDb;
const postcode = (code: string, outcode: string, sector: string, latitude: number | null, longitude: number | null) => ({ postcode: code, outcode, sector, latitude, longitude, source: "os-codepoint-open", period: "2024-02" });
const sale = (id: string, price: number, date: string, code: string, propertyType = "T", category = "A") => ({
  transactionId: id, price, date: new Date(date), postcode: code, outcode: code.split(" ")[0] ?? null, propertyType, newBuild: false, tenure: "F",
  paon: "1", street: "TEST ROAD", town: "NEWCASTLE UPON TYNE", category, source: "hmlr-ppd", period: "2024",
});

beforeAll(async () => {
  t = await createTestDb();
  await t.db.postcode.createMany({
    data: [
      postcode("NE3 3AA", "NE3", "NE3 3", 55.0, -1.6),
      postcode("NE3 3AB", "NE3", "NE3 3", 55.01, -1.62),
      postcode("NE3 3ZZ", "NE3", "NE3 3", null, null),
      postcode("NE3 4AA", "NE3", "NE3 4", 55.02, -1.63),
      postcode("NE4 9AA", "NE4", "NE4 9", 54.97, -1.65),
      postcode("NE5 9AA", "NE5", "NE4 9", 54.98, -1.66),
    ],
  });
  await t.db.sale.createMany({
    data: [
      sale("{1}", 100_000, "2024-05-03", "NE3 3AA"),
      sale("{2}", 200_000, "2024-05-03", "NE3 3AB", "D"),
      sale("{3}", 300_000, "2024-05-20", "NE3 3AA", "O"),
      sale("{4}", 400_000, "2024-06-01", "NE3 3AA", "S", "B"),
      sale("{5}", 500_000, "2024-06-02", "NE3 3ZZ", "F"),
      sale("{6}", 600_000, "2023-01-09", "NE3 4AA"),
      sale("{7}", 700_000, "2023-01-09", "NE9 9XX"), // a postcode the register does not hold
    ],
  });
  await recordDataChange(t.db, ["sale", "postcode"]);
}, 60_000);
afterAll(async () => t?.cleanup());

type SummaryRow = { unit: string; grain: string; period: string; counted: number; count: number; total: number; first: Date; latest: Date };
const read = async (): Promise<SummaryRow[]> => t.db.saleSummary.findMany({ orderBy: [{ unit: "asc" }, { grain: "asc" }, { period: "asc" }, { counted: "asc" }] });
const pick = (rows: SummaryRow[], unit: string, grain: string) =>
  rows.filter((r) => r.unit === unit && r.grain === grain).map((r) => ({ period: r.period, counted: r.counted, count: r.count, total: r.total, first: r.first.toISOString().slice(0, 10), latest: r.latest.toISOString().slice(0, 10) }));

describe("rebuildSaleSummaries", () => {
  it("sums every postcode of the register, and each sector over its postcodes with a centroid", async () => {
    const built = await rebuildSaleSummaries(t.db);
    const rows = await read();
    expect(built.rows).toBe(rows.length);
    expect(pick(rows, "NE3 3AA", "all")).toEqual([
      { period: "all", counted: 0, count: 2, total: 700_000, first: "2024-05-20", latest: "2024-06-01" },
      { period: "all", counted: 1, count: 1, total: 100_000, first: "2024-05-03", latest: "2024-05-03" },
    ]);
    expect(pick(rows, "NE3 3AA", "month")).toEqual([
      { period: "2024-05", counted: 0, count: 1, total: 300_000, first: "2024-05-20", latest: "2024-05-20" },
      { period: "2024-05", counted: 1, count: 1, total: 100_000, first: "2024-05-03", latest: "2024-05-03" },
      { period: "2024-06", counted: 0, count: 1, total: 400_000, first: "2024-06-01", latest: "2024-06-01" },
    ]);
    // the postcode without a centroid has its own rows, and is in no sector's
    expect(pick(rows, "NE3 3ZZ", "all")).toEqual([{ period: "all", counted: 1, count: 1, total: 500_000, first: "2024-06-02", latest: "2024-06-02" }]);
    expect(pick(rows, "NE3 3", "all")).toEqual([
      { period: "all", counted: 0, count: 2, total: 700_000, first: "2024-05-20", latest: "2024-06-01" },
      { period: "all", counted: 1, count: 2, total: 300_000, first: "2024-05-03", latest: "2024-05-03" },
    ]);
    // days: sectors only, counted sales only (the windows' cuts need no others)
    expect(pick(rows, "NE3 3", "day")).toEqual([{ period: "2024-05-03", counted: 1, count: 2, total: 300_000, first: "2024-05-03", latest: "2024-05-03" }]);
    expect(pick(rows, "NE3 3AA", "day")).toEqual([]);
    expect(pick(rows, "NE3 4", "month")).toEqual([{ period: "2023-01", counted: 1, count: 1, total: 600_000, first: "2023-01-09", latest: "2023-01-09" }]);
    // a sale whose postcode the register does not hold is in no unit (no search can hold it)
    expect(rows.some((r) => r.unit === "NE9 9XX")).toBe(false);
  });

  it("keeps each sector's box, and its outward code only when all its postcodes share one", async () => {
    const bounds = await t.db.sectorBounds.findMany({ orderBy: { sector: "asc" } });
    expect(bounds).toEqual([
      { sector: "NE3 3", outcode: "NE3", postcodes: 2, minLatitude: 55.0, maxLatitude: 55.01, minLongitude: -1.62, maxLongitude: -1.6 },
      { sector: "NE3 4", outcode: "NE3", postcodes: 1, minLatitude: 55.02, maxLatitude: 55.02, minLongitude: -1.63, maxLongitude: -1.63 },
      { sector: "NE4 9", outcode: "", postcodes: 2, minLatitude: 54.97, maxLatitude: 54.98, minLongitude: -1.66, maxLongitude: -1.65 },
    ]);
  });

  it("records the version and the kept counts it was built from, and a rebuild gives the same rows", async () => {
    const before = await read();
    await rebuildSaleSummaries(t.db);
    expect(await read()).toEqual(before);
    const meta = await t.db.datasetCount.findMany({ where: { dataset: SUMMARY_DATASET }, orderBy: { key: "asc" } });
    const kept = await t.db.datasetCount.findMany({ where: { dataset: { in: ["postcode", "sale"] }, key: "" }, orderBy: { dataset: "asc" } });
    expect(meta.map((row) => row.key)).toEqual(["postcode", "sale", "version"]);
    expect(meta[2]?.count).toBe(await readDataVersion(t.db));
    expect(meta.slice(0, 2).map((row) => [row.count, row.updatedAt.getTime()])).toEqual(kept.map((row) => [row.count, row.updatedAt.getTime()]));
  });

  it("keeps the markets when only the postcodes changed, and works them out again when the sales did", async () => {
    await rebuildSaleSummaries(t.db);
    const readMarkets = () => t.db.marketIndex.findMany({ orderBy: { outcode: "asc" } });
    const markets = await readMarkets();
    expect(markets.map((row) => row.outcode)).toEqual(["NE3", "NE9"]);
    // A postcodes import: the register and the summaries change, the sales the markets read do not.
    await t.db.postcode.create({ data: postcode("NE3 4AB", "NE3", "NE3 4", 55.03, -1.64) });
    await recordDataChange(t.db, ["postcode"]);
    const kept = await rebuildSaleSummaries(t.db);
    expect(kept.markets).toEqual({ outcodes: 2, seconds: 0, kept: true });
    expect(kept.version).toBe(await readDataVersion(t.db));
    expect(await readMarkets()).toEqual(markets);
    // A later sale in NE3: the markets are emptied and worked out again from it.
    await t.db.sale.create({ data: sale("{8}", 250_000, "2024-06-20", "NE3 4AB") });
    await recordDataChange(t.db, ["sale"]);
    const rebuilt = await rebuildSaleSummaries(t.db);
    expect(rebuilt.markets).toMatchObject({ outcodes: 2, kept: false });
    const after = await readMarkets();
    expect(after.find((row) => row.outcode === "NE3")?.latestSaleDate).toEqual(new Date("2024-06-20"));
    expect(markets.find((row) => row.outcode === "NE3")?.latestSaleDate).toEqual(new Date("2024-06-02"));
  });

  it("refreshes the touched sectors' days read by sector or by day, each to what a full rebuild writes (decision 133)", async () => {
    // Sales at a time of day, one on the last instant of a day that holds two sales at midnight.
    const late = [sale("{9}", 120_000, "2024-05-03T18:45:00Z", "NE3 3AB"), sale("{10}", 130_000, "2024-05-03T23:59:59.999Z", "NE3 3AA"), sale("{11}", 140_000, "2024-05-04T00:00:00Z", "NE4 9AA")];
    await t.db.sale.createMany({ data: late });
    await recordDataChange(t.db, ["sale"]);
    await rebuildSaleSummaries(t.db);
    // The packed months too, each row's 14-byte entries in order (the database packs them in any).
    const readMonths = async () =>
      (await t.db.saleMonths.findMany({ orderBy: [{ unit: "asc" }, { year: "asc" }] })).map((row) => ({ ...row, months: Buffer.from(row.months).toString("hex").match(/.{28}/g)?.sort() }));
    const full = await read();
    const fullMonths = await readMonths();
    expect(fullMonths.length).toBeGreaterThan(0);
    expect(pick(full, "NE3 3", "day")).toEqual([{ period: "2024-05-03", counted: 1, count: 4, total: 550_000, first: "2024-05-03", latest: "2024-05-03" }]);
    // Every sale's day touched: every day row is deleted and read again the chosen way.
    const sales = await t.db.sale.findMany({ select: { postcode: true, date: true } });
    const touched = sales.flatMap((row): TouchedDay[] => (row.postcode ? [[row.postcode, row.date.toISOString().slice(0, 10)]] : []));
    for (const sectorDays of ["by-sector", "by-day"] satisfies SectorDayRead[]) {
      await recordDataChange(t.db, ["sale"]);
      const refreshed = await rebuildSaleSummaries(t.db, { touched, sectorDays });
      expect(refreshed.refreshed).toBeGreaterThan(0);
      expect(await read()).toEqual(full);
      expect(await readMonths()).toEqual(fullMonths);
    }
    await t.db.sale.deleteMany({ where: { transactionId: { in: late.map((row) => row.transactionId) } } });
    await recordDataChange(t.db, ["sale"]);
    await rebuildSaleSummaries(t.db);
  });

  it("reads a month's national file's sectors' days by day, and a few corrections over many old days by sector", () => {
    const national = { sales: 29_000_000, saleDays: 30 * 365, postcodes: 1_800_000, sectors: 11_800 };
    // ~100k sales on 30 days, in every sector.
    const month: TouchedDay[] = Array.from({ length: 100_000 }, (_, i) => [`S${i % 11_800} 1A${String.fromCharCode(65 + (i % 26))}`, `2026-10-${String(1 + (i % 30)).padStart(2, "0")}`]);
    expect(chooseSectorDayRead({ touched: month, ...national })).toBe("by-day");
    // 500 corrections, each on a day of its own over twenty years.
    const corrections: TouchedDay[] = Array.from({ length: 500 }, (_, i) => [`S${i} 1AA`, new Date(Date.UTC(2006, 0, 1 + i * 14)).toISOString().slice(0, 10)]);
    expect(chooseSectorDayRead({ touched: corrections, ...national })).toBe("by-sector");
  });

  it("is the last step of a Price Paid import (npm run import)", async () => {
    const result = await importAndLink(t.db, "ppd", path.join("tests/fixtures/import", "ppd-bulk.csv"));
    expect(result.summaries?.version).toBe(await readDataVersion(t.db));
    const [summed, sales] = await Promise.all([
      t.db.saleSummary.aggregate({ where: { grain: "all", unit: { in: (await t.db.postcode.findMany({ select: { postcode: true } })).map((p) => p.postcode) } }, _sum: { count: true } }),
      t.db.sale.count({ where: { postcode: { in: (await t.db.postcode.findMany({ select: { postcode: true } })).map((p) => p.postcode) } } }),
    ]);
    expect(summed._sum.count).toBe(sales);
    expect(result.summaries?.rows).toBe(await t.db.saleSummary.count());
    // The same file again changes nothing: the current summaries are left as they are.
    expect((await importAndLink(t.db, "ppd", path.join("tests/fixtures/import", "ppd-bulk.csv"))).summaries).toBeUndefined();
    // Summaries left behind by a change (an import stopped before its rebuild) are rebuilt by the next import, even one that changes nothing.
    await recordDataChange(t.db, ["sale"]);
    expect((await importAndLink(t.db, "ppd", path.join("tests/fixtures/import", "ppd-bulk.csv"))).summaries?.version).toBe(await readDataVersion(t.db));
  });
});
