import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importFile } from "../import-file";
import { findWktCentre } from "./heights";

const fixture = (name: string) => path.join("tests/fixtures/import", name);

describe("findWktCentre", () => {
  it.each([
    ["POINT (383848 398589)", { x: 383848, y: 398589 }],
    ["POLYGON ((0 0, 10 0, 10 10, 0 10, 0 0))", { x: 5, y: 5 }],
    ["MULTIPOLYGON (((0 0, 4 0, 4 4, 0 4, 0 0)), ((20 20, 21 20, 21 21, 20 20)))", { x: 2, y: 2 }],
    ["POLYGON Z ((0 0 5, 2 0 5, 2 2 5, 0 0 5))", { x: 4 / 3, y: 2 / 3 }],
    ["POLYGON ((a b, c d))", null],
    ["", null],
  ])("%s", (wkt, expected) => {
    expect(findWktCentre(wkt)).toEqual(expected);
  });
});

describe("heights importer", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("imports buildings placed by latitude/longitude", async () => {
    const summary = await importFile(t.db, "heights", fixture("building-heights-latlong.csv"), { progress: false });
    expect(summary).toMatchObject({ source: "os-ngd-buildings", period: "2024-01", read: 5, inserted: 2, rejected: 3 });
    expect(summary.rejections).toEqual([
      { line: 4, reason: 'unparsable relHeightMax "tall"' },
      { line: 5, reason: "missing osid" },
      { line: 6, reason: "missing or unparsable coordinates" },
    ]);
    expect(await t.db.building.findUniqueOrThrow({ where: { osid: "0a0b0c0d-0000-4000-8000-000000000001" } })).toMatchObject({
      uprn: "900000000001",
      latitude: 54.9677216,
      longitude: -1.6157867,
      relHeightMax: 8.4,
      absHeightMax: 62.1,
      geometryArea: 96.5,
      description: "Building",
      heightSource: "Ordnance Survey",
      versionDate: new Date("2023-06-12T00:00:00Z"),
    });
  });

  it("imports buildings placed by grid reference or WKT", async () => {
    const summary = await importFile(t.db, "heights", fixture("building-heights-bng.csv"), { progress: false });
    expect(summary).toMatchObject({ inserted: 2, rejected: 1 });
    const point = await t.db.building.findUniqueOrThrow({ where: { osid: "0a0b0c0d-0000-4000-8000-000000000011" } });
    const polygon = await t.db.building.findUniqueOrThrow({ where: { osid: "0a0b0c0d-0000-4000-8000-000000000012" } });
    // ONSPD places 383848,398589 (M1 1AD) at 53.483784, -2.244866.
    expect(measureDistanceMetres(point, { latitude: 53.483784, longitude: -2.244866 })).toBeLessThan(10);
    expect(measureDistanceMetres(polygon, { latitude: 53.483784, longitude: -2.244866 })).toBeLessThan(20);
  });

  it("changes nothing on a second import and keeps a linked UPRN", async () => {
    await t.db.building.update({ where: { osid: "0a0b0c0d-0000-4000-8000-000000000002" }, data: { uprn: "900000000002" } });
    const summary = await importFile(t.db, "heights", fixture("building-heights-latlong.csv"), { progress: false });
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    expect((await t.db.building.findUniqueOrThrow({ where: { osid: "0a0b0c0d-0000-4000-8000-000000000002" } })).uprn).toBe("900000000002");
  });
});
