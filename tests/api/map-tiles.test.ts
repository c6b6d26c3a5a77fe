import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getTile } from "@/app/api/os/maps/[z]/[x]/[y]/route";
import { createTtlCache } from "@/lib/cache/create-ttl-cache";
import { getMapTile } from "@/lib/providers/tiles/get-map-tile";
import { startRecordedServer } from "../helpers/recorded-server";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";

// A recorded tile server: a PNG tile, a 404 beyond its coverage, an HTML error page, a
// tile that never arrives. The route reads MAP_TILE_URL, set before anything reads the
// environment (the hooks run in order: this one before useTestDatabase's).
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000001000000010008060000005c72a866", "hex");
let tiles: Awaited<ReturnType<typeof startRecordedServer>>;

beforeAll(async () => {
  tiles = await startRecordedServer([
    { path: "/tiles/3/4/2.png", headers: { "content-type": "image/png" }, body: PNG },
    { path: "/tiles/3/4/5.png", status: 404, body: "no tile" },
    { path: "/tiles/3/4/6.png", headers: { "content-type": "text/html" }, body: "<html>login</html>" },
    { path: "/tiles/3/4/7.png", status: 500, body: "boom" },
    { path: "/tiles/3/4/1.png", headers: { "content-type": "image/png" }, body: PNG, delayMs: Infinity },
  ]);
  vi.stubEnv("MAP_TILE_URL", `${tiles.url}/tiles/{z}/{x}/{y}.png?key=server-side-secret`);
});
useTestDatabase();
afterAll(async () => {
  vi.unstubAllEnvs();
  await tiles.close();
});

function tile(z: string, x: string, y: string) {
  return getTile(authed(`/api/os/maps/${z}/${x}/${y}`), params({ z, x, y }));
}

describe("GET /api/os/maps/{z}/{x}/{y}", () => {
  it("serves the tile from the configured service, keyed on the server, and caches it", async () => {
    const response = await tile("3", "4", "2");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("private, max-age=86400");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    expect(tiles.seen.at(-1)?.query).toEqual({ key: "server-side-secret" });
    const before = tiles.seen.length;
    expect((await tile("3", "4", "2.png")).status).toBe(200);
    expect(tiles.seen.length).toBe(before);
  });

  it("answers 404 for a tile the service does not have", async () => {
    expect((await tile("3", "4", "5")).status).toBe(404);
  });

  it.each([
    ["3", "4", "6", 502, "sent something that is not an image"],
    ["3", "4", "7", 503, "The map tile service is not available (status 500)"],
  ])("%s/%s/%s → %i", async (z, x, y, status, message) => {
    const response = await tile(z, x, y);
    expect(response.status).toBe(status);
    const text = await response.text();
    expect(text).toContain(message);
    expect(text).not.toContain("server-side-secret");
  });

  it.each([
    ["21", "0", "0", "z must be a whole number from 0 to 20"],
    ["-1", "0", "0", "z must be a whole number from 0 to 20"],
    ["3", "8", "0", "x must be from 0 to 7 at zoom 3"],
    ["3", "0", "8", "y must be from 0 to 7 at zoom 3"],
    ["0", "1", "0", "x must be from 0 to 0 at zoom 0"],
    ["3", "a", "0", "x must be a whole number"],
    ["3", "0", "1.5", "y must be a whole number"],
  ])("%s/%s/%s → 400", async (z, x, y, message) => {
    const response = await tile(z, x, y);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(message);
  });

  it("needs a session", async () => {
    expect((await getTile(anonymous("/api/os/maps/3/4/2"), params({ z: "3", x: "4", y: "2" }))).status).toBe(401);
  });
});

describe("getMapTile", () => {
  const service = () => ({ name: "the map tile service", template: `${tiles.url}/tiles/{z}/{x}/{y}.png`, attribution: "" });

  it("says no tile service is configured when there is none", async () => {
    await expect(getMapTile({ z: 3, x: 4, y: 2 }, null)).rejects.toMatchObject({ status: 404, message: expect.stringContaining("No map tile service is configured") });
  });

  it("keeps at most its bound of tiles", async () => {
    const cache: Parameters<typeof getMapTile>[2] = createTtlCache(1, 60_000);
    await getMapTile({ z: 3, x: 4, y: 2 }, service(), cache);
    await getMapTile({ z: 3, x: 4, y: 5 }, service(), cache);
    expect(cache.size).toBe(1);
  });

  it("gives up on a tile that does not arrive", async () => {
    await expect(getMapTile({ z: 3, x: 4, y: 1 }, service(), undefined, 300)).rejects.toMatchObject({ status: 503, message: "The map tile service did not answer within 0.3 s. Try again in a moment." });
  });
});
