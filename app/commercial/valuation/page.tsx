import type { Metadata } from "next";
import { CommercialValuation } from "@/components/commercial-valuation/commercial-valuation";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.commercialValuation.title };

export default function Page() {
  return (
    <ToolIntro page="commercialValuation">
      <CommercialValuation />
    </ToolIntro>
  );
}
