import type { Metadata } from "next";
import { PropertyMap } from "@/components/map/property-map";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";
import { getEnv } from "@/lib/env";

export const metadata: Metadata = { title: pageIntros.map.title };

export default function Page() {
  const env = getEnv();
  return (
    <ToolIntro page="map">
      <PropertyMap tileUrl={env.MAP_TILE_URL} tileAttribution={env.MAP_TILE_ATTRIBUTION} />
    </ToolIntro>
  );
}
