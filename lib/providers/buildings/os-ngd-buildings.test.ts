import { afterEach, describe, expect, it } from "vitest";
import { startRecordedServer, type RecordedRoute } from "@/tests/helpers/recorded-server";
import { createOsNgdBuildingsProvider } from "./os-ngd-buildings";

// Recorded from the OS NGD features API (bld-fts-buildingpart items by bbox), trimmed to
// the properties we read plus a few we do not; the square footprints are ~10 m across.
const ITEMS = "/features/ngd/ofa/v1/collections/bld-fts-buildingpart/items";

function square(lng: number, lat: number) {
  const d = 0.00005;
  return { type: "Polygon", coordinates: [[[lng, lat], [lng + d, lat], [lng + d, lat + d], [lng, lat + d], [lng, lat]]] };
}

function feature(osid: string, lng: number, lat: number, properties: Record<string, unknown>) {
  return {
    id: osid,
    type: "Feature",
    geometry: square(lng, lat),
    properties: { osid, toid: `osgb${osid.slice(0, 8)}`, theme: "Buildings", changetype: "Modified Attributes", physicallevel: "Surface Level", ...properties },
  };
}

function page(features: unknown[], next?: string) {
  return {
    type: "FeatureCollection",
    numberReturned: features.length,
    timeStamp: "2026-11-20T10:15:03.123Z",
    links: [
      { href: "https://api.os.uk/features/ngd/ofa/v1/collections/bld-fts-buildingpart/items?bbox=…", rel: "self", type: "application/geo+json", title: "This document" },
      ...(next ? [{ href: next, rel: "next", type: "application/geo+json", title: "Next page" }] : []),
    ],
    features,
  };
}

const firstPage = [
  feature("0a1b2c3d-0001", -1.6, 55, { description: "Building", geometry_area: 96.3, relativeheightmaximum: 8.4, height_source: "Lidar", versiondate: "2024-03-13" }),
  feature("0a1b2c3d-0002", -1.6005, 55.0004, { description: "Residential Building", geometry_area: 812.0, relativeheightmaximum: 61.2, height_source: "Lidar", versiondate: "2023-11-02" }),
];
const secondPage = [
  feature("0a1b2c3d-0003", -1.6003, 55.0002, { description: null, geometry_area: 40.5, relativeheightmaximum: null, height_source: null, versiondate: null }),
  feature("0a1b2c3d-0004", -1.599, 55.0001, { description: "Building", geometry_area: 300.0, relativeheightmaximum: 19.5, height_source: "Photogrammetry", versiondate: "2024-07-30T00:00:00Z" }),
  // Far corner of the box: outside a 100 m circle around the centre.
  feature("0a1b2c3d-0005", -1.6014, 55.0008, { description: "Building", geometry_area: 120.0, relativeheightmaximum: 30, height_source: "Lidar", versiondate: "2024-01-01" }),
];

let server: Awaited<ReturnType<typeof startRecordedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: (base: string) => RecordedRoute[]) {
  // The routes need the server's own address for their next links: start, then fill in.
  const recorded: RecordedRoute[] = [];
  server = await startRecordedServer(recorded);
  recorded.push(...routes(server.url));
  return createOsNgdBuildingsProvider({ apiKey: "recorded-key", baseUrl: `${server.url}/features/ngd/ofa/v1`, timeoutMs: 300, maxPages: 3 });
}

const box = { kind: "box" as const, box: { west: -1.602, south: 54.999, east: -1.598, north: 55.001 } };
const options = { minHeight: 0, limit: 20 };

describe("OS NGD buildings adapter", () => {
  it("reads every page by its next link, with the key in a header, into our shape", async () => {
    const provider = await serve((base) => [
      { path: ITEMS, query: { offset: "100" }, body: page(secondPage) },
      { path: ITEMS, body: page(firstPage, `${base}${ITEMS}?bbox=-1.602,54.999,-1.598,55.001&limit=100&offset=100`) },
    ]);
    const summary = await provider.summariseArea(box, options);
    expect(summary).toMatchObject({ totalBuildings: 5, buildingsWithHeight: 4, maxHeight: 61.2, minHeight: 8.4, heightDistribution: { lowRise: 1, midRise: 2, highRise: 1 }, complete: true });
    expect(summary.tallest.map((b) => b.heightMetres)).toEqual([61.2, 30, 19.5, 8.4]);
    expect(summary.tallest[2]).toEqual({ osid: "0a1b2c3d-0004", heightMetres: 19.5, areaM2: 300, description: "Building", heightSource: "Photogrammetry", versionDate: "2024-07-30", source: "os-ngd-live" });
    const seen = server?.seen ?? [];
    expect(seen).toHaveLength(2);
    expect(seen[0]?.query).toEqual({ bbox: "-1.602,54.999,-1.598,55.001", limit: "100" });
    expect(seen.every((r) => r.headers.key === "recorded-key" && !JSON.stringify(r.query).includes("recorded-key"))).toBe(true);
  });

  it("keeps a circle to the parts whose footprint centre is within the radius, and applies minHeight", async () => {
    const provider = await serve(() => [{ path: ITEMS, body: page([...firstPage, ...secondPage]) }]);
    const summary = await provider.summariseArea({ kind: "circle", centre: { latitude: 55, longitude: -1.6 }, radiusMetres: 100 }, { minHeight: 10, limit: 20 });
    expect(summary.totalBuildings).toBe(4);
    expect(summary.tallest.map((b) => b.osid)).toEqual(["0a1b2c3d-0002", "0a1b2c3d-0004"]);
    expect(server?.seen[0]?.query.bbox).toMatch(/^-1\.601\d+,54\.999\d+,-1\.598\d+,55\.000\d+$/);
  });

  it("stops after the page limit and says the answer is incomplete", async () => {
    const provider = await serve((base) => [{ path: ITEMS, body: page(firstPage, `${base}${ITEMS}?offset=100`) }]);
    const summary = await provider.summariseArea(box, options);
    expect(server?.seen).toHaveLength(3);
    expect(summary.complete).toBe(false);
  });

  it("never follows a next link to another host (the key would go with it)", async () => {
    const provider = await serve(() => [{ path: ITEMS, body: page(firstPage, "https://elsewhere.example/items?offset=100") }]);
    const summary = await provider.summariseArea(box, options);
    expect(server?.seen).toHaveLength(1);
    expect(summary.totalBuildings).toBe(2);
  });

  it.each([
    [401, { fault: { faultstring: "Invalid ApiKey", detail: { errorcode: "oauth.v2.InvalidApiKey" } } }, 502, "The OS buildings service refused our credentials"],
    [400, { code: 400, description: "Invalid bbox: coordinates out of range" }, 502, "The OS buildings service rejected the request (status 400)"],
    [429, { fault: { faultstring: "Rate limit quota violation", detail: { errorcode: "policies.ratelimit.QuotaViolation" } } }, 503, "is limiting our requests"],
    [503, "<html><body>Service Unavailable</body></html>", 503, "is not available (status 503)"],
    [200, "<html>maintenance</html>", 502, "sent an answer we could not read"],
    [200, { type: "FeatureCollection", features: [{ properties: { toid: "no osid" } }] }, 502, "sent an answer we could not read"],
  ])("vendor status %i → %i", async (status, body, expected, message) => {
    const provider = await serve(() => [{ path: ITEMS, status, body }]);
    const failure = await provider.summariseArea(box, options).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: expected });
    expect((failure as Error).message).toContain(message);
    expect((failure as Error).message).not.toContain("Invalid ApiKey");
  });

  it("gives up on a service that does not answer in time", async () => {
    const provider = await serve(() => [{ path: ITEMS, body: page(firstPage), delayMs: 2000 }]);
    const failure = await provider.summariseArea(box, options).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 503, message: "The OS buildings service did not answer within 0.3 s. Try again in a moment." });
  });
});
