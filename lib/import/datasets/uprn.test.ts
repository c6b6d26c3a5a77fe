import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importFile } from "../import-file";

const fixture = (name: string) => path.join("tests/fixtures/import", name);

describe("uprn importer", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("stores OS Open UPRN positions as addresses without text", async () => {
    const summary = await importFile(t.db, "uprn", fixture("os-open-uprn-sample.csv"), { progress: false, period: "2024-01" });
    expect(summary).toMatchObject({ source: "os-open-uprn", period: "2024-01", read: 6, inserted: 3, rejected: 3 });
    expect(summary.rejections).toEqual([
      { line: 5, reason: 'invalid UPRN "90000000000X"' },
      { line: 6, reason: "unparsable coordinates" },
      { line: 7, reason: "expected 5 columns, found 4" },
    ]);
    expect(await t.db.address.findUniqueOrThrow({ where: { uprn: "900000000001" } })).toMatchObject({ latitude: 54.9677216, longitude: -1.6157867, singleLine: "", postcode: null, source: "os-open-uprn" });
    // No latitude/longitude in the row: computed from the grid reference.
    const computed = await t.db.address.findUniqueOrThrow({ where: { uprn: "900000000003" } });
    expect(computed.latitude).toBeCloseTo(53.4837677, 6);
    expect(computed.longitude).toBeCloseTo(-2.2448688, 6);
  });

  it("changes nothing on a second import and never overwrites linked address text", async () => {
    await t.db.address.update({ where: { uprn: "900000000001" }, data: { singleLine: "1 Example Road, Newcastle upon Tyne NE3 3LJ", postcode: "NE3 3LJ" } });
    const summary = await importFile(t.db, "uprn", fixture("os-open-uprn-sample.csv"), { progress: false, period: "2024-01" });
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
    const newer = await importFile(t.db, "uprn", fixture("os-open-uprn-sample.csv"), { progress: false, period: "2024-04" });
    expect(newer).toMatchObject({ inserted: 0, updated: 3 });
    expect(await t.db.address.findUniqueOrThrow({ where: { uprn: "900000000001" } })).toMatchObject({ singleLine: "1 Example Road, Newcastle upon Tyne NE3 3LJ", postcode: "NE3 3LJ", period: "2024-04" });
  });
});
