import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importFile } from "../import-file";

const fixture = (name: string) => path.join("tests/fixtures/import", name);

describe("listed-buildings importer", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("stores listed buildings as points, falling back to the grid reference", async () => {
    const summary = await importFile(t.db, "listed-buildings", fixture("listed-buildings-sample.geojson"), { progress: false });
    // The newest list/amend date dates the extract.
    expect(summary).toMatchObject({ source: "historic-england", period: "2001-12", read: 8, inserted: 5, rejected: 3 });
    expect(summary.rejections).toEqual([
      { line: 5, reason: 'unknown grade "III"' },
      { line: 6, reason: "missing or unparsable coordinates" },
      { line: 8, reason: "duplicate key 1389616 (first on feature 7)" },
    ]);
    expect(await t.db.listedBuilding.findUniqueOrThrow({ where: { listEntry: "1067868" } })).toMatchObject({
      name: "Church Of St George",
      grade: "II*",
      listDate: new Date("1959-03-05T00:00:00Z"),
      latitude: 53.43008767200006,
      longitude: -2.410917629999972,
      hyperlink: "https://historicengland.org.uk/listing/the-list/list-entry/1067868",
      period: "2001-12",
    });
    // Ackers Farmhouse had its geometry removed: placed from Easting/Northing instead.
    // Historic England's own point for it (in the bundled file) is -2.369350769, 53.432405926.
    const ackers = await t.db.listedBuilding.findUniqueOrThrow({ where: { listEntry: "1067866" } });
    expect(measureDistanceMetres(ackers, { latitude: 53.432405926, longitude: -2.369350769 })).toBeLessThan(10);
  });

  it("changes nothing on a second import", async () => {
    const summary = await importFile(t.db, "listed-buildings", fixture("listed-buildings-sample.geojson"), { progress: false });
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 5, rejected: 3 });
  });
});
