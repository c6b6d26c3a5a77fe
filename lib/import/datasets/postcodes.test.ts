import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importFile } from "../import-file";

const fixture = (name: string) => path.join("tests/fixtures/import", name);

describe("postcodes importer", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("imports Code-Point Open, converting the grid to WGS84", async () => {
    const summary = await importFile(t.db, "postcodes", fixture("codepoint-open-sample.csv"), { progress: false, period: "2014-08" });
    expect(summary).toMatchObject({ source: "os-codepoint-open", period: "2014-08", read: 9, inserted: 6, rejected: 3 });
    expect(summary.rejections).toEqual([
      { line: 7, reason: "expected 10 columns, found 9" },
      { line: 8, reason: 'invalid postcode "NEX 1AA"' },
      { line: 9, reason: 'unparsable coordinates "42469A","563745"' },
    ]);
    const m1 = await t.db.postcode.findUniqueOrThrow({ where: { postcode: "M1 1AD" } });
    expect(m1).toMatchObject({ outcode: "M1", sector: "M1 1", eastings: 383825, northings: 398598, positionalQuality: 10, countyCode: null, districtCode: "E08000003", wardCode: "E05000697", source: "os-codepoint-open", period: "2014-08" });
    // Code-Point 2014 put M1 1AD 25 m from where ONSPD puts it today (53.483784, -2.244866, at 383848,398589).
    expect(measureDistanceMetres({ latitude: m1.latitude ?? 0, longitude: m1.longitude ?? 0 }, { latitude: 53.483784, longitude: -2.244866 })).toBeLessThan(35);
    const noPosition = await t.db.postcode.findUniqueOrThrow({ where: { postcode: "NE1 9ZZ" } });
    expect(noPosition).toMatchObject({ eastings: null, northings: null, latitude: null, longitude: null, positionalQuality: 90 });
  });

  it("changes nothing on a second import", async () => {
    const summary = await importFile(t.db, "postcodes", fixture("codepoint-open-sample.csv"), { progress: false, period: "2014-08" });
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 6, rejected: 3 });
  });

  it("takes the period from the file name when not given", async () => {
    const summary = await importFile(t.db, "postcodes", fixture("codepoint-open-sample.csv"), { progress: false });
    expect(summary).toMatchObject({ period: "undated", updated: 6 });
  });

  it("detects ONSPD by its header and uses ONS's published latitude/longitude", async () => {
    const summary = await importFile(t.db, "postcodes", fixture("onspd-sample.csv"), { progress: false });
    // The newest introduction date (dointr) in the file dates the directory.
    expect(summary).toMatchObject({ source: "ons-onspd", period: "2010-08", read: 4, inserted: 3, updated: 1, rejected: 0 });
    expect(await t.db.postcode.findUniqueOrThrow({ where: { postcode: "M1 1AD" } })).toMatchObject({
      eastings: 383848,
      northings: 398589,
      latitude: 53.483784,
      longitude: -2.244866,
      positionalQuality: 1,
      countryCode: "E92000001",
      countyCode: null,
      districtCode: "E08000003",
      wardCode: "E05011361",
      source: "ons-onspd",
    });
    expect(await t.db.postcode.findUniqueOrThrow({ where: { postcode: "SE1P 5ZZ" } })).toMatchObject({ outcode: "SE1P", sector: "SE1P 5" });
    // Jersey: no grid reference, and ONSPD's 99.999999 latitude is "none", not a place.
    expect(await t.db.postcode.findUniqueOrThrow({ where: { postcode: "JE2 4WD" } })).toMatchObject({ latitude: null, longitude: null, eastings: null, countryCode: "L93000001" });
  });
});
