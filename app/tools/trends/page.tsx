import type { Metadata } from "next";
import { Suspense } from "react";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";
import { MarketTrends } from "@/components/trends/market-trends";

export const metadata: Metadata = { title: pageIntros.trends.title };

export default function Page() {
  return (
    <ToolIntro page="trends">
      <Suspense>
        <MarketTrends />
      </Suspense>
    </ToolIntro>
  );
}
