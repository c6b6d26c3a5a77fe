import { beforeAll, describe, expect, it } from "vitest";
import { GET as analyse } from "@/app/api/os/buildings/analysis/[uprn]/route";
import { GET as byBbox } from "@/app/api/os/buildings/bbox/[bbox]/route";
import { GET as byCoordinates } from "@/app/api/os/buildings/coordinates/[lat]/[lng]/route";
import type { BuildingAnalysis, BuildingSearch } from "@/lib/buildings/schemas";
import type { Db } from "@/lib/db/client";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";

const database = useTestDatabase();

const CENTRE = { latitude: 55, longitude: -1.6 };
const OS = { source: "os-ngd-buildings", period: "2025-01" };

function building(osid: string, latitude: number, longitude: number, relHeightMax: number | null, extra: { uprn?: string; geometryArea?: number; description?: string; heightSource?: string; versionDate?: Date } = {}) {
  return { osid, latitude, longitude, relHeightMax, geometryArea: extra.geometryArea ?? 100, description: extra.description ?? null, heightSource: extra.heightSource ?? null, versionDate: extra.versionDate ?? null, uprn: extra.uprn ?? null, ...OS };
}

// Around 1 Test Street: its own house, a mid-rise and a high-rise block 55 m away, a part
// with no height, one of height 0, and twelve small ones (3 to 14 m) within 125 m; one
// 100 m tower 333 m north, outside the 200 m circle but inside the test box.
async function seedBuildings(db: Db) {
  await db.address.createMany({
    data: [
      { uprn: "500", singleLine: "1 Test Street, Newcastle upon Tyne NE1 1AA", postcode: "NE1 1AA", ...CENTRE, source: "demo", period: "demo 2026" },
      { uprn: "501", singleLine: "2 Nowhere Lane", postcode: null, latitude: null, longitude: null, source: "demo", period: "demo 2026" },
      { uprn: "502", singleLine: "3 Unplaced Road", postcode: null, latitude: null, longitude: null, source: "demo", period: "demo 2026" },
      { uprn: "503", singleLine: "4 Empty Moor", postcode: null, latitude: 57.4778, longitude: -4.2247, source: "demo", period: "demo 2026" },
    ],
  });
  await db.building.createMany({
    data: [
      building("own", 55, -1.6, 8.5, { uprn: "500", geometryArea: 120.4, description: "Residential Building", heightSource: "OS NGD", versionDate: new Date("2025-01-02T00:00:00Z") }),
      building("mid", 55.0005, -1.6, 18, { geometryArea: 900.6 }),
      building("high", 54.9995, -1.6, 60, { geometryArea: 1500.2 }),
      building("no-height", 55, -1.5992, null),
      building("zero", 55.001, -1.6, 0),
      building("far", 55.003, -1.6, 100),
      building("placed-by-building", 55.0002, -1.6001, 7, { uprn: "502" }),
      ...Array.from({ length: 12 }, (_, i) => building(`small-${String(i).padStart(2, "0")}`, 55 + i * 0.0001, -1.6002, 3 + i)),
      // A street of 25 elsewhere, 1 to 25 m tall: more than a list shows.
      ...Array.from({ length: 25 }, (_, i) => building(`street-${String(i).padStart(2, "0")}`, 54.5 + i * 0.00005, -1.5, 1 + i)),
    ],
  });
}

beforeAll(async () => seedBuildings(database.current().db));

type ErrorBody = { error: { message: string } };

async function analysisOf(uprn: string) {
  return analyse(authed(`/api/os/buildings/analysis/${uprn}`), params({ uprn }));
}
async function nearPoint(lat: string, lng: string, query = "") {
  return byCoordinates(authed(`/api/os/buildings/coordinates/${lat}/${lng}${query}`), params({ lat, lng }));
}
async function inBox(bbox: string, query = "") {
  return byBbox(authed(`/api/os/buildings/bbox/${bbox}${query}`), params({ bbox }));
}

describe("GET /api/os/buildings/analysis/{uprn}", () => {
  it("analyses the buildings within 200 m: counts, heights, classes and the 10 tallest", async () => {
    const response = await analysisOf("500");
    expect(response.status).toBe(200);
    const body = (await response.json()) as BuildingAnalysis;
    expect(body.property).toEqual({ address: "1 Test Street, Newcastle upon Tyne NE1 1AA", ...CENTRE });
    expect(body.radiusMetres).toBe(200);
    // 19 parts in the circle (all but the far tower); 16 with a height above 0.
    expect(body.buildingAnalysis).toMatchObject({ totalBuildings: 18, buildingsWithHeight: 16, maxHeight: 60, minHeight: 3, heightDistribution: { lowRise: 14, midRise: 1, highRise: 1 } });
    expect(body.buildingAnalysis.averageHeight).toBeCloseTo((8.5 + 18 + 60 + 7 + 102) / 16, 6);
    expect(body.buildings.map((b) => b.height)).toEqual([60, 18, 14, 13, 12, 11, 10, 9, 8.5, 8]);
    expect(body.buildings.find((b) => b.osid === "own")).toEqual({ osid: "own", height: 8.5, area: 120.4, description: "Residential Building", heightSource: "OS NGD", source: "os-ngd-buildings" });
    expect(body.provider).toBe("local");
  });

  it("answers no figures and no list where no building has a height", async () => {
    const body = (await (await analysisOf("503")).json()) as BuildingAnalysis;
    expect(body.buildingAnalysis).toEqual({ totalBuildings: 0, buildingsWithHeight: 0, averageHeight: null, maxHeight: null, minHeight: null, heightDistribution: { lowRise: 0, midRise: 0, highRise: 0 } });
    expect(body.buildings).toEqual([]);
  });

  it("places a UPRN with no address point by its building", async () => {
    const body = (await (await analysisOf("502")).json()) as BuildingAnalysis;
    expect(body.property).toEqual({ address: "3 Unplaced Road", latitude: 55.0002, longitude: -1.6001 });
  });

  it.each([
    ["abc", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["1234567890123", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["424242", 404, "No property with UPRN 424242 was found."],
    ["501", 404, "UPRN 501 has no recorded location"],
  ])("%s → %i", async (uprn, status, message) => {
    const response = await analysisOf(uprn);
    expect(response.status).toBe(status);
    expect(((await response.json()) as ErrorBody).error.message).toContain(message);
  });
});

describe("GET /api/os/buildings/coordinates/{lat}/{lng}", () => {
  it("finds the tallest within 200 m by default, counting every match", async () => {
    const body = (await (await nearPoint("55", "-1.6")).json()) as BuildingSearch;
    expect(body).toMatchObject({ type: "FeatureCollection", numberMatched: 16, numberReturned: 16, area: { kind: "circle", latitude: 55, longitude: -1.6, radiusMetres: 200 } });
    expect(body.features[0]?.properties).toEqual({ osid: "high", relativeheightmaximum: 60, geometry_area: 1500.2, description: null, height_source: null, versiondate: null, source: "os-ngd-buildings" });
    expect(body.features.every((f) => (f.properties.relativeheightmaximum ?? 0) > 0)).toBe(true);
  });

  it("takes a radius, and says when a part carries its version date", async () => {
    const body = (await (await nearPoint("55", "-1.6", "?radius=50")).json()) as BuildingSearch;
    // The house, the part placed by UPRN 502 and the five small parts within 50 m (the sixth is 57 m away).
    expect(body.numberMatched).toBe(7);
    expect(body.features.find((f) => f.properties.osid === "own")?.properties.versiondate).toBe("2025-01-02");
  });

  it("lists at most 20 of many", async () => {
    const body = (await (await nearPoint("54.5", "-1.5")).json()) as BuildingSearch;
    expect(body).toMatchObject({ numberMatched: 25, numberReturned: 20 });
    expect(body.features.map((f) => f.properties.relativeheightmaximum)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
  });

  it.each([
    ["-1.6", "55", "", "look swapped"],
    ["530000", "180000", "", "British National Grid"],
    ["TQ3080", "8000", "", "decimal degrees"],
    ["48.85", "2.35", "", "outside the UK"],
    ["55", "-1.6", "?radius=0", "radius must be a whole number of metres from 1 to 1000"],
    ["55", "-1.6", "?radius=5000", "radius must be a whole number of metres from 1 to 1000"],
    ["55", "-1.6", "?radius=wide", "radius must be"],
  ])("%s,%s%s → 400", async (lat, lng, query, message) => {
    const response = await nearPoint(lat, lng, query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toContain(message);
  });
});

describe("GET /api/os/buildings/bbox/{west,south,east,north}", () => {
  const BOX = "-1.602,54.999,-1.598,55.004";

  it("counts every part with a height in the box and lists the tallest first", async () => {
    const body = (await (await inBox(BOX)).json()) as BuildingSearch;
    expect(body.numberMatched).toBe(17);
    expect(body.features.map((f) => f.properties.osid).slice(0, 3)).toEqual(["far", "high", "mid"]);
    expect(body.area).toEqual({ kind: "box", west: -1.602, south: 54.999, east: -1.598, north: 55.004 });
  });

  it("applies minHeight to the count and the list", async () => {
    const body = (await (await inBox(BOX, "?minHeight=18")).json()) as BuildingSearch;
    expect(body).toMatchObject({ numberMatched: 3, numberReturned: 3, minHeight: 18 });
    expect(body.features.map((f) => f.properties.relativeheightmaximum)).toEqual([100, 60, 18]);
  });

  it("answers an empty list for an area with no buildings", async () => {
    const body = (await (await inBox("-2.2,53.4,-2.19,53.41")).json()) as BuildingSearch;
    expect(body).toMatchObject({ numberMatched: 0, numberReturned: 0, features: [] });
  });

  it.each([
    ["-1.7,55.0,-1.6,55.1", "", "The area is too large"],
    ["-1.602,54.999", "", "west,south,east,north"],
    ["55,-1.6,55.01,-1.59", "", "look swapped"],
    ["-1.598,54.999,-1.602,55.004", "", "west must be less than east"],
    [BOX, "?minHeight=201", "minHeight must be a number of metres from 0 to 200"],
    [BOX, "?minHeight=-5", "minHeight must be"],
    [BOX, "?minHeight=tall", "minHeight must be"],
  ])("%s%s → 400", async (bbox, query, message) => {
    const response = await inBox(bbox, query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toContain(message);
  });
});

it("needs a session", async () => {
  const response = await byBbox(anonymous("/api/os/buildings/bbox/-1.602,54.999,-1.598,55.004"), params({ bbox: "-1.602,54.999,-1.598,55.004" }));
  expect(response.status).toBe(401);
});
