import type { Metadata } from "next";
import { InspectionsScreen } from "@/components/inspections/inspections-screen";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.inspections.title };

export default function Page() {
  return (
    <ToolIntro page="inspections">
      <InspectionsScreen />
    </ToolIntro>
  );
}
