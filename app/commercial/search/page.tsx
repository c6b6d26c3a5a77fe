import type { Metadata } from "next";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";
import { getEnv } from "@/lib/env";
import { resolveTileService } from "@/lib/providers/tiles/resolve-tile-service";
import { TILE_PROXY_TEMPLATE } from "@/lib/providers/tiles/schemas";
import { CommercialSearchScreen } from "./_components/commercial-search-screen";

export const metadata: Metadata = { title: pageIntros.commercialSearch.title };

export default function Page() {
  // Tiles come through our own origin (app/api/os/maps), as on the map page.
  const tiles = resolveTileService(getEnv());
  return (
    <ToolIntro page="commercialSearch">
      <CommercialSearchScreen tileUrl={tiles ? TILE_PROXY_TEMPLATE : "none"} tileAttribution={tiles?.attribution ?? ""} />
    </ToolIntro>
  );
}
