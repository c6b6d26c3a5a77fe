import type { Metadata } from "next";
import { Suspense } from "react";
import { AreaAnalysisDashboard } from "@/components/area/area-analysis";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.areaAnalysis.title };

export default function Page() {
  return (
    <ToolIntro page="areaAnalysis">
      <Suspense>
        <AreaAnalysisDashboard />
      </Suspense>
    </ToolIntro>
  );
}
