import type { Metadata } from "next";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";
import { MarketTrends } from "@/components/trends/market-trends";

export const metadata: Metadata = { title: pageIntros.trends.title };

export default function Page() {
  return (
    <ToolIntro page="trends">
      <MarketTrends />
    </ToolIntro>
  );
}
