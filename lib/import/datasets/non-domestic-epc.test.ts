import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getOutcode, getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import { seedPostcodes } from "@/tests/helpers/seed";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importFile } from "../import-file";

const FIXTURE = path.join("tests/fixtures/import", "non-domestic-epc-certificates.csv");

describe("non-domestic epc importer", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
    await t.db.postcode.createMany({
      data: seedPostcodes.map((p) => ({ ...p, outcode: getOutcode(p.postcode) ?? "", sector: getPostcodeSector(p.postcode) ?? "", source: "os-codepoint-open", period: "2014-08" })),
    });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("imports certificates by header name, placed at their postcode's centroid, and reports bad rows by line", async () => {
    const summary = await importFile(t.db, "non-domestic-epc", FIXTURE, { progress: false });
    expect(summary).toMatchObject({ source: "epc-register-non-domestic", period: "2020-02..2022-01", read: 8, inserted: 3, rejected: 5 });
    expect(summary.rejections).toEqual([
      { line: 5, reason: 'invalid ASSET_RATING_BAND "H"' },
      { line: 6, reason: 'unparsable LODGEMENT_DATE "02/01/2021"' },
      { line: 7, reason: 'unparsable FLOOR_AREA "lots"' },
      { line: 8, reason: "missing LMK_KEY" },
      { line: 9, reason: "expected 16 columns, found 5" },
    ]);
    expect(await t.db.nonDomesticEpc.findUniqueOrThrow({ where: { lmkKey: "2000000000000000000000000000000001" } })).toMatchObject({
      address1: "Unit 1",
      address2: "Example Trading Estate",
      postcode: "NE3 3LJ",
      uprn: "900000000101",
      assetRating: 62,
      assetRatingBand: "C",
      propertyType: "B1 Offices and Workshop businesses",
      floorArea: 450.5,
      mainHeatingFuel: "Natural Gas",
      buildingEnvironment: "Heating and Natural Ventilation",
      inspectionDate: new Date("2021-05-10T00:00:00Z"),
      lodgementDate: new Date("2021-05-12T00:00:00Z"),
      latitude: 55.00717,
      longitude: -1.63528,
      posttown: "NEWCASTLE UPON TYNE",
    });
    // Lower-case postcode and band are normalised; no UPRN is no UPRN.
    expect(await t.db.nonDomesticEpc.findUniqueOrThrow({ where: { lmkKey: "2000000000000000000000000000000002" } })).toMatchObject({
      postcode: "NE3 3LN",
      assetRatingBand: "A",
      uprn: null,
      latitude: 55.00791,
    });
    // A postcode not loaded leaves the certificate unplaced (kept, not guessed); NO DATA! is no data.
    expect(await t.db.nonDomesticEpc.findUniqueOrThrow({ where: { lmkKey: "2000000000000000000000000000000003" } })).toMatchObject({
      latitude: null,
      longitude: null,
      mainHeatingFuel: null,
    });
  });

  it("changes nothing on a second import and keeps a UPRN matched since", async () => {
    await t.db.nonDomesticEpc.update({ where: { lmkKey: "2000000000000000000000000000000002" }, data: { uprn: "900000000102" } });
    const summary = await importFile(t.db, "non-domestic-epc", FIXTURE, { progress: false });
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
    expect((await t.db.nonDomesticEpc.findUniqueOrThrow({ where: { lmkKey: "2000000000000000000000000000000002" } })).uprn).toBe("900000000102");
  });

  it("refuses a file that is not the non-domestic register", async () => {
    await expect(importFile(t.db, "non-domestic-epc", path.join("tests/fixtures/import", "ppd-monthly-update.csv"), { progress: false })).rejects.toThrow(/Not a non-domestic EPC certificates file/);
  });
});
