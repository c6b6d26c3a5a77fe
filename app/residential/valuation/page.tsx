import type { Metadata } from "next";
import { Suspense } from "react";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";
import { ValuationTool } from "@/components/valuation/valuation-tool";

export const metadata: Metadata = { title: pageIntros.valuation.title };

export default function Page() {
  return (
    <ToolIntro page="valuation">
      <Suspense>
        <ValuationTool />
      </Suspense>
    </ToolIntro>
  );
}
