import type { Env } from "@/lib/env";

/** Where tiles come from: a URL template the server fills in; keys stay in it, on the server. */
export type TileService = { name: string; template: string; attribution: string };

type TileSettings = Pick<Env, "MAP_TILE_URL" | "MAP_TILE_ATTRIBUTION" | "OS_MAPS_API_KEY" | "OS_MAPS_LAYER">;

// OS Maps API, ZXY raster in Web Mercator; its licence requires this attribution.
const OS_MAPS_ROOT = "https://api.os.uk/maps/raster/v1/zxy";
const OS_ATTRIBUTION = "Contains OS data © Crown copyright and database rights";

/** The operator's tile service: an XYZ template first, else the OS Maps API; null for none. */
export function resolveTileService(settings: TileSettings): TileService | null {
  if (settings.MAP_TILE_URL !== "none") {
    return { name: "the map tile service", template: settings.MAP_TILE_URL, attribution: settings.MAP_TILE_ATTRIBUTION ?? "" };
  }
  if (settings.OS_MAPS_API_KEY) {
    const key = encodeURIComponent(settings.OS_MAPS_API_KEY);
    return { name: "the OS Maps service", template: `${OS_MAPS_ROOT}/${settings.OS_MAPS_LAYER}/{z}/{x}/{y}.png?key=${key}`, attribution: settings.MAP_TILE_ATTRIBUTION ?? OS_ATTRIBUTION };
  }
  return null;
}

const SUBDOMAINS = ["a", "b", "c"] as const;

/** The template with the tile's numbers in; {s} spreads tiles over the a/b/c hosts. */
export function fillTileTemplate(template: string, tile: { z: number; x: number; y: number }): string {
  const subdomain = SUBDOMAINS[(tile.x + tile.y) % SUBDOMAINS.length] ?? "a";
  return template.replaceAll("{z}", String(tile.z)).replaceAll("{x}", String(tile.x)).replaceAll("{y}", String(tile.y)).replaceAll("{s}", subdomain);
}
