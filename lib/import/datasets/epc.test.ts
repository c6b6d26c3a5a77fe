import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importFile } from "../import-file";

const fixture = (name: string) => path.join("tests/fixtures/import", name);

describe("epc importer", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("imports certificates by header name, with expiry ten years after lodgement", async () => {
    const summary = await importFile(t.db, "epc", fixture("epc-certificates.csv"), { progress: false });
    expect(summary).toMatchObject({ source: "epc-register", period: "2019-03..2021-11", read: 7, inserted: 2, rejected: 5 });
    expect(summary.rejections).toEqual([
      { line: 4, reason: 'invalid CURRENT_ENERGY_RATING "H"' },
      { line: 5, reason: 'invalid postcode "NOT A POSTCODE"' },
      { line: 6, reason: 'unparsable LODGEMENT_DATE "02/01/2020"' },
      { line: 7, reason: "missing LMK_KEY" },
      { line: 8, reason: "expected 92 columns, found 40" },
    ]);
    expect(await t.db.epcCertificate.findUniqueOrThrow({ where: { lmkKey: "1000000000000000000000000000000001" } })).toMatchObject({
      address1: "1 Example Road",
      postcode: "NE3 3LJ",
      uprn: "900000000001",
      currentEnergyRating: "D",
      currentEnergyEfficiency: 61,
      potentialEnergyRating: "B",
      potentialEnergyEfficiency: 83,
      inspectionDate: new Date("2019-03-01T00:00:00Z"),
      lodgementDate: new Date("2019-03-04T00:00:00Z"),
      dateOfExpiry: new Date("2029-03-04T00:00:00Z"),
      totalFloorArea: 84,
      environmentImpactCurrent: 55,
      mainHeatingControls: "2106",
      mainheatDescription: "Boiler and radiators, mains gas",
      hotWaterDescription: "From main system",
      constructionAgeBand: "England and Wales: 1930-1949",
      tenure: "Owner-occupied",
      numberHabitableRooms: 4,
      posttown: "NEWCASTLE UPON TYNE",
      source: "epc-register",
    });
    // Lower-case postcode and rating are normalised; the register's "NO DATA!" is no data.
    expect(await t.db.epcCertificate.findUniqueOrThrow({ where: { lmkKey: "1000000000000000000000000000000002" } })).toMatchObject({
      postcode: "NE3 3LJ",
      currentEnergyRating: "C",
      mainheatDescription: null,
      uprn: null,
      totalFloorArea: 48.5,
    });
  });

  it("changes nothing on a second import and keeps a UPRN matched since", async () => {
    await t.db.epcCertificate.update({ where: { lmkKey: "1000000000000000000000000000000002" }, data: { uprn: "900000000002" } });
    const summary = await importFile(t.db, "epc", fixture("epc-certificates.csv"), { progress: false });
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    expect((await t.db.epcCertificate.findUniqueOrThrow({ where: { lmkKey: "1000000000000000000000000000000002" } })).uprn).toBe("900000000002");
  });

  it("reads the current export: CERTIFICATE_NUMBER and REGISTRATION_DATE, with report type, country, region and habitable rooms", async () => {
    const summary = await importFile(t.db, "epc", fixture("epc-certificates-2026.csv"), { progress: false });
    expect(summary).toMatchObject({ source: "epc-register", period: "2025-06..2026-02", read: 3, inserted: 2, rejected: 1 });
    expect(summary.rejections).toEqual([{ line: 4, reason: "missing CERTIFICATE_NUMBER" }]);
    expect(await t.db.epcCertificate.findUniqueOrThrow({ where: { lmkKey: "0300-2837-0522-2596-6061" } })).toMatchObject({
      address1: "7 Example Road",
      postcode: "NE3 3LJ",
      uprn: "900000000007",
      currentEnergyRating: "C",
      potentialEnergyEfficiency: 84,
      inspectionDate: new Date("2026-02-10T00:00:00Z"),
      lodgementDate: new Date("2026-02-12T00:00:00Z"),
      dateOfExpiry: new Date("2036-02-12T00:00:00Z"),
      totalFloorArea: 92.5,
      numberHabitableRooms: 5,
      mainheatDescription: "Boiler and radiators, mains gas",
      constructionAgeBand: "England and Wales: 1900-1929",
      reportType: "100",
      country: "England",
      region: "North East",
    });
    expect(await t.db.epcCertificate.findUniqueOrThrow({ where: { lmkKey: "0300-2837-0522-2596-6062" } })).toMatchObject({
      postcode: "NE3 3LJ",
      currentEnergyRating: "E",
      numberHabitableRooms: 2,
      reportType: "101",
      uprn: null,
    });
  });

});
