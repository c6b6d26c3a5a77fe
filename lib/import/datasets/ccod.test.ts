import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importFile } from "../import-file";

const fixture = (name: string) => path.join("tests/fixtures/import", name);

describe("ccod / ocod importers", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const proprietorsOf = (titleNumber: string) => t.db.proprietor.findMany({ where: { titleNumber }, orderBy: { position: "asc" } });

  it("imports titles with their proprietors", async () => {
    const summary = await importFile(t.db, "ccod", fixture("ccod-full-sample.csv"), { progress: false });
    expect(summary).toMatchObject({ source: "hmlr-ccod", period: "2021-11", read: 7, inserted: 3, rejected: 4 });
    expect(summary.rejections).toEqual([
      { line: 5, reason: 'unknown tenure "Commonhold"' },
      { line: 6, reason: 'unparsable price "£ABC"' },
      { line: 7, reason: "no proprietor name" },
      { line: 8, reason: 'unparsable date "31-02-2019"' },
    ]);
    expect(await t.db.title.findUniqueOrThrow({ where: { titleNumber: "TY100001" } })).toMatchObject({
      tenure: "Freehold",
      propertyAddress: "1 Example Road, Newcastle upon Tyne (NE3 3LJ)",
      postcode: "NE3 3LJ",
      district: "NEWCASTLE UPON TYNE",
      region: "NORTH EAST",
      pricePaid: 250000,
      dateProprietorAdded: new Date("2019-03-14T00:00:00Z"),
      source: "hmlr-ccod",
      period: "2021-11",
    });
    expect(await proprietorsOf("TY100002")).toMatchObject([
      { id: "TY100002:1", position: 1, name: "SAMPLE PROPERTIES LLP", companyNumber: "OC123456", category: "Limited Liability Partnership", address1: "2 Registered Street, London EC1A 1BB", countryIncorporated: null },
      { id: "TY100002:2", position: 2, name: "SAMPLE NOMINEES LIMITED", companyNumber: "07654321" },
    ]);
    expect(await t.db.title.findUniqueOrThrow({ where: { titleNumber: "TY100003" } })).toMatchObject({ postcode: null, pricePaid: null, dateProprietorAdded: null });
  });

  it("changes nothing on a second import", async () => {
    const summary = await importFile(t.db, "ccod", fixture("ccod-full-sample.csv"), { progress: false });
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
  });

  it("honours the change indicator: a D and A pair is a change, a lone D a deletion", async () => {
    const summary = await importFile(t.db, "ccod", fixture("ccod-change-sample.csv"), { progress: false });
    expect(summary).toMatchObject({ read: 5, inserted: 1, updated: 1, deleted: 1, rejected: 1, unchanged: 1 });
    expect(summary.rejections).toEqual([{ line: 6, reason: 'unknown change indicator "X"' }]);
    expect(await t.db.title.findUniqueOrThrow({ where: { titleNumber: "TY100001" } })).toMatchObject({ pricePaid: 310000, period: "2024-04" });
    expect(await proprietorsOf("TY100001")).toMatchObject([{ position: 1, name: "EXAMPLE NEW OWNER LIMITED", companyNumber: "09876543" }]);
    expect(await t.db.title.findUnique({ where: { titleNumber: "TY100002" } })).toBeNull();
    expect(await proprietorsOf("TY100002")).toEqual([]);
    expect(await t.db.title.findUnique({ where: { titleNumber: "TY100009" } })).not.toBeNull();

    const again = await importFile(t.db, "ccod", fixture("ccod-change-sample.csv"), { progress: false });
    expect(again).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
  });

  it("imports OCOD with the country of incorporation", async () => {
    const summary = await importFile(t.db, "ocod", fixture("ocod-full-sample.csv"), { progress: false });
    expect(summary).toMatchObject({ source: "hmlr-ocod", inserted: 1, rejected: 0 });
    expect(await proprietorsOf("TY200001")).toMatchObject([{ name: "EXAMPLE OVERSEAS HOLDINGS LIMITED", countryIncorporated: "VIRGIN ISLANDS, BRITISH", companyNumber: null }]);
    expect(await t.db.title.findUniqueOrThrow({ where: { titleNumber: "TY200001" } })).toMatchObject({ source: "hmlr-ocod" });
  });
});
