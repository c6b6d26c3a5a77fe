import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importFile } from "../import-file";

const fixture = (name: string) => path.join("tests/fixtures/import", name);

describe("conservation-areas and aonb importers", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("stores each area with its geometry and bounding box, rejecting what is not a WGS84 polygon", async () => {
    const summary = await importFile(t.db, "conservation-areas", fixture("conservation-areas-sample.geojson"), { progress: false, period: "2024-05" });
    expect(summary).toMatchObject({ source: "historic-england", period: "2024-05", unit: "feature", read: 6, inserted: 2, rejected: 4 });
    expect(summary.rejections).toEqual([
      { line: 3, reason: "geometry must be a Polygon or MultiPolygon (got Point)" },
      { line: 4, reason: "coordinates are not WGS84 longitude/latitude (reproject to EPSG:4326)" },
      { line: 5, reason: "missing name" },
      { line: 6, reason: "feature is not valid JSON" },
    ]);
    const gooseGreen = await t.db.planningConstraint.findUniqueOrThrow({ where: { id: "conservation-area:9023" } });
    expect(gooseGreen).toMatchObject({ dataset: "conservation-area", name: "Goose Green", reference: "9023", designationDate: new Date("1973-02-04T00:00:00Z"), source: "historic-england" });
    expect(gooseGreen.minLat).toBeLessThan(53.38544);
    expect(gooseGreen.maxLat).toBeGreaterThan(53.38544);
    expect(gooseGreen.minLng).toBeLessThan(-2.35021);
    expect(gooseGreen.maxLng).toBeGreaterThan(-2.35021);
    expect(JSON.parse(gooseGreen.geometry)).toMatchObject({ type: "Polygon" });
  });

  it("changes nothing on a second import", async () => {
    const summary = await importFile(t.db, "conservation-areas", fixture("conservation-areas-sample.geojson"), { progress: false, period: "2024-05" });
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
  });

  it("keeps AONBs apart from conservation areas", async () => {
    const summary = await importFile(t.db, "aonb", fixture("conservation-areas-sample.geojson"), { progress: false });
    expect(summary).toMatchObject({ source: "natural-england", period: "undated", inserted: 2 });
    expect(await t.db.planningConstraint.count({ where: { dataset: "aonb" } })).toBe(2);
    expect(await t.db.planningConstraint.count({ where: { dataset: "conservation-area" } })).toBe(2);
  });
});
