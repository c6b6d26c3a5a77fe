import type { Metadata } from "next";
import { PropertyMap } from "@/components/map/property-map";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";
import { getEnv } from "@/lib/env";
import { resolveTileService } from "@/lib/providers/tiles/resolve-tile-service";
import { TILE_PROXY_TEMPLATE } from "@/lib/providers/tiles/schemas";

export const metadata: Metadata = { title: pageIntros.map.title };

export default function Page() {
  // Tiles come through our own origin (app/api/os/maps), so the browser never sees a key.
  const tiles = resolveTileService(getEnv());
  return (
    <ToolIntro page="map">
      <PropertyMap tileUrl={tiles ? TILE_PROXY_TEMPLATE : "none"} tileAttribution={tiles?.attribution ?? ""} />
    </ToolIntro>
  );
}
