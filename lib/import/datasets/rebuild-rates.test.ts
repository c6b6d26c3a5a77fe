import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importFile } from "../import-file";

const HEADER = "record,rate_set,property_type,build_period,region,value,indicative,source,price_date";
const FIRM_FILE = [
  HEADER,
  'rate,acme-2026,detached,pre-1919,,3100,false,"Acme rates, licence 42",2026-03-01',
  "rate,acme-2026,semi-detached,1945-1979,,2200,false,Acme,2026-03-01",
  "rate,acme-2026,castle,1945-1979,,2200,false,Acme,2026-03-01",
  "rate,acme-2026,flat,1850s,,2200,false,Acme,2026-03-01",
  "rate,acme-2026,flat,pre-1919,,22.5,false,Acme,2026-03-01",
  "region,acme-2026,,,north east,0.9,false,Acme,2026-03-01",
  "region,acme-2026,,,Narnia,0.9,false,Acme,2026-03-01",
  "region,acme-2026,,,London,12,false,Acme,2026-03-01",
  "rate,acme-2026,flat,pre-1919,,2900,maybe,Acme,2026-03-01",
  "rate,acme-2026,flat,pre-1919,,2900,false,,2026-03-01",
  "rate,acme-2026,flat,pre-1919,,2900,false,Acme,March 2026",
  "cost,acme-2026,flat,pre-1919,,2900,false,Acme,2026-03-01",
].join("\n");

describe("rebuild-rates importer", () => {
  let t: TestDb;
  let folder: string;
  const write = (name: string, text: string) => {
    const file = path.join(folder, name);
    writeFileSync(file, text);
    return file;
  };
  beforeAll(async () => {
    t = await createTestDb();
    folder = mkdtempSync(path.join(tmpdir(), "rebuild-rates-"));
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(folder, { recursive: true, force: true });
  });

  it("loads the shipped indicative table: 25 rates and 12 region factors, labelled indicative", async () => {
    const summary = await importFile(t.db, "rebuild-rates", "data/open/rebuild/indicative-rebuild-rates-2025.csv", { progress: false });
    expect(summary).toMatchObject({ source: "rebuild-rates", period: "2025-01", read: 37, inserted: 37, rejected: 0 });
    expect(await t.db.rebuildRate.count({ where: { rateSet: "indicative-2025", indicative: true } })).toBe(25);
    expect(await t.db.rebuildRegionFactor.count({ where: { rateSet: "indicative-2025" } })).toBe(12);
    const rate = await t.db.rebuildRate.findUniqueOrThrow({ where: { rateSet_propertyType_buildPeriod: { rateSet: "indicative-2025", propertyType: "semi-detached", buildPeriod: "1919-1944" } } });
    expect(rate).toMatchObject({ ratePerSqm: 2150, priceDate: new Date("2025-01-01T00:00:00Z") });
    expect(rate.source).toMatch(/^Indicative, not BCIS/);
  });

  it("is idempotent: the same file again changes nothing", async () => {
    const summary = await importFile(t.db, "rebuild-rates", "data/open/rebuild/indicative-rebuild-rates-2025.csv", { progress: false });
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 37 });
  });

  it("loads a firm's own rate set beside it and reports each bad row with its reason", async () => {
    const summary = await importFile(t.db, "rebuild-rates", write("acme.csv", FIRM_FILE), { progress: false });
    expect(summary).toMatchObject({ read: 12, inserted: 3, rejected: 9 });
    expect(summary.rejections).toEqual([
      { line: 4, reason: 'invalid property_type "castle" (detached, semi-detached, terraced, bungalow, flat)' },
      { line: 5, reason: 'invalid build_period "1850s" (pre-1919, 1919-1944, 1945-1979, 1980-1999, 2000-onwards)' },
      { line: 6, reason: 'invalid rate "22.5" (whole pounds per m², 300-20000)' },
      { line: 8, reason: 'invalid region "Narnia" (a UK region, e.g. North East)' },
      { line: 9, reason: 'invalid region factor "12" (0.3-3)' },
      { line: 10, reason: 'invalid indicative "maybe" (true or false)' },
      { line: 11, reason: "source is required: say where the figures come from" },
      { line: 12, reason: 'invalid price_date "March 2026" (YYYY-MM-DD)' },
      { line: 13, reason: 'invalid record "cost" (rate or region)' },
    ]);
    expect(await t.db.rebuildRate.findMany({ where: { rateSet: "acme-2026" }, orderBy: { propertyType: "asc" }, select: { propertyType: true, ratePerSqm: true, indicative: true, source: true } })).toEqual([
      { propertyType: "detached", ratePerSqm: 3100, indicative: false, source: "Acme rates, licence 42" },
      { propertyType: "semi-detached", ratePerSqm: 2200, indicative: false, source: "Acme" },
    ]);
    expect(await t.db.rebuildRegionFactor.findMany({ where: { rateSet: "acme-2026" } })).toEqual([{ rateSet: "acme-2026", region: "North East", factor: 0.9 }]);
    expect(await t.db.rebuildRate.count({ where: { rateSet: "indicative-2025" } })).toBe(25);
  });

  it("updates a changed rate in place", async () => {
    const summary = await importFile(t.db, "rebuild-rates", write("acme-2.csv", `${HEADER}\nrate,acme-2026,detached,pre-1919,,3150,false,"Acme rates, licence 42",2026-03-01\n`), { progress: false });
    expect(summary).toMatchObject({ inserted: 0, updated: 1 });
    expect((await t.db.rebuildRate.findFirstOrThrow({ where: { rateSet: "acme-2026", propertyType: "detached" } })).ratePerSqm).toBe(3150);
  });

  it("refuses a file that is not a rate table", async () => {
    await expect(importFile(t.db, "rebuild-rates", write("other.csv", "a,b,c\n1,2,3\n"), { progress: false })).rejects.toThrow(/needs the columns/);
  });
});
