import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as analyse } from "@/app/api/os/buildings/analysis/[uprn]/route";
import { GET as byBbox } from "@/app/api/os/buildings/bbox/[bbox]/route";
import type { BuildingAnalysis, BuildingSearch } from "@/lib/buildings/schemas";
import { startRecordedServer } from "../helpers/recorded-server";
import { authed, params, useTestDatabase } from "../helpers/api";

// The same calls with OS_NGD_API_KEY set: the handlers answer from the OS NGD features API
// (a recorded server here), with the UPRN still placed by our own address register. The
// key is set before anything reads the environment (this hook runs before useTestDatabase's).
const ITEMS = "/ngd/collections/bld-fts-buildingpart/items";
let ngd: Awaited<ReturnType<typeof startRecordedServer>>;

function part(osid: string, lng: number, lat: number, height: number | null) {
  const d = 0.00004;
  return {
    type: "Feature",
    geometry: { type: "Polygon", coordinates: [[[lng, lat], [lng + d, lat], [lng + d, lat + d], [lng, lat + d], [lng, lat]]] },
    properties: { osid, description: "Building", geometry_area: 210.4, relativeheightmaximum: height, height_source: "Lidar", versiondate: "2024-05-01" },
  };
}

beforeAll(async () => {
  ngd = await startRecordedServer([
    { path: ITEMS, body: { type: "FeatureCollection", numberReturned: 3, links: [], features: [part("live-1", -1.6, 55, 64.2), part("live-2", -1.6004, 55.0003, 12), part("live-3", -1.6002, 55.0001, null)] } },
  ]);
  vi.stubEnv("OS_NGD_API_KEY", "recorded-key");
  vi.stubEnv("OS_NGD_BASE_URL", `${ngd.url}/ngd`);
});
const database = useTestDatabase();
beforeAll(async () => {
  await database.current().db.address.create({ data: { uprn: "600", singleLine: "5 Live Street", latitude: 55, longitude: -1.6, source: "demo", period: "demo 2026" } });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await ngd.close();
});

describe("building heights from the live OS service", () => {
  it("analyses a UPRN from our register with the service's buildings", async () => {
    const body = (await (await analyse(authed("/api/os/buildings/analysis/600"), params({ uprn: "600" }))).json()) as BuildingAnalysis;
    expect(body).toMatchObject({ provider: "os-ngd", complete: true, property: { address: "5 Live Street" } });
    expect(body.buildingAnalysis).toMatchObject({ totalBuildings: 3, buildingsWithHeight: 2, maxHeight: 64.2, heightDistribution: { lowRise: 1, midRise: 0, highRise: 1 } });
    expect(body.buildings[0]).toEqual({ osid: "live-1", height: 64.2, area: 210.4, description: "Building", heightSource: "Lidar", source: "os-ngd-live" });
    expect(ngd.seen.at(-1)?.headers.key).toBe("recorded-key");
  });

  it("searches a box with the service's property names", async () => {
    const bbox = "-1.601,54.999,-1.599,55.001";
    const body = (await (await byBbox(authed(`/api/os/buildings/bbox/${bbox}?minHeight=20`), params({ bbox }))).json()) as BuildingSearch;
    expect(body).toMatchObject({ provider: "os-ngd", numberMatched: 1 });
    expect(body.features[0]?.properties).toEqual({ osid: "live-1", relativeheightmaximum: 64.2, geometry_area: 210.4, description: "Building", height_source: "Lidar", versiondate: "2024-05-01", source: "os-ngd-live" });
    expect(ngd.seen.at(-1)?.query).toEqual({ bbox: "-1.601,54.999,-1.599,55.001", limit: "100" });
  });
});
