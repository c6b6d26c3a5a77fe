import { createTtlCache } from "@/lib/cache/create-ttl-cache";
import { AppError } from "@/lib/errors/app-error";
import { getEnv } from "@/lib/env";
import { fetchProvider } from "@/lib/providers/http/fetch-provider";
import { fillTileTemplate, resolveTileService, type TileService } from "./resolve-tile-service";
import type { TileParams } from "./schemas";

type Tile = { status: 200 | 404; contentType: string; body: ArrayBuffer };

// Bounded memory: at most MAX_TILES tiles of at most MAX_TILE_BYTES each (a raster tile is
// usually 5–50 KB), kept a day; the browser keeps its own copy for as long.
const MAX_TILES = 400;
const MAX_TILE_BYTES = 200_000;
const TILE_TTL_MS = 24 * 60 * 60 * 1000;
const TILE_TIMEOUT_MS = 8000;
const sharedCache = createTtlCache<Tile>(MAX_TILES, TILE_TTL_MS);

export const NO_TILES_MESSAGE = "No map tile service is configured: an administrator can set MAP_TILE_URL or OS_MAPS_API_KEY.";

async function fetchTile(service: TileService, tile: TileParams, timeoutMs: number): Promise<Tile> {
  const response = await fetchProvider({ service: service.name, url: fillTileTemplate(service.template, tile), timeoutMs, passStatuses: [404] });
  // Beyond a service's coverage or zoom range: an empty tile, not an error.
  if (response.status === 404) return { status: 404, contentType: "text/plain", body: new ArrayBuffer(0) };
  const contentType = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!contentType.startsWith("image/")) throw new AppError("provider_error", `${capitalise(service.name)} sent something that is not an image.`);
  if (response.body.byteLength > MAX_TILE_BYTES) throw new AppError("provider_error", `${capitalise(service.name)} sent a tile larger than ${MAX_TILE_BYTES / 1000} KB.`);
  return { status: 200, contentType, body: response.body };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One map tile through our own origin: fetched from the operator's tile service (whose key
 * stays on the server) and cached, so the page loads images from itself only.
 */
export async function getMapTile(tile: TileParams, service: TileService | null = resolveTileService(getEnv()), cache = sharedCache, timeoutMs = TILE_TIMEOUT_MS): Promise<Response> {
  if (!service) throw new AppError("not_found", NO_TILES_MESSAGE);
  const key = `${service.template}|${tile.z}/${tile.x}/${tile.y}`;
  let found = cache.get(key);
  if (!found) {
    found = await fetchTile(service, tile, timeoutMs);
    cache.set(key, found);
  }
  return new Response(found.body.slice(0), {
    status: found.status,
    headers: { "Content-Type": found.contentType, "Cache-Control": "private, max-age=86400", "X-Content-Type-Options": "nosniff" },
  });
}
