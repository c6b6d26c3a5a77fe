import type { Metadata } from "next";
import { InvestmentCalculator } from "@/components/investment/investment-calculator";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.investment.title };

export default function Page() {
  return (
    <ToolIntro page="investment">
      <InvestmentCalculator />
    </ToolIntro>
  );
}
