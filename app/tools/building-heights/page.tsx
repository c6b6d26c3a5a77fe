import type { Metadata } from "next";
import { BuildingHeights } from "@/components/buildings/building-heights";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.buildingHeights.title };

export default function Page() {
  return (
    <ToolIntro page="buildingHeights">
      <BuildingHeights />
    </ToolIntro>
  );
}
