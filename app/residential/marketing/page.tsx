import type { Metadata } from "next";
import { MarketingReportGenerator } from "@/components/marketing-report/marketing-report-generator";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.marketing.title };

export default function Page() {
  return (
    <ToolIntro page="marketing">
      <MarketingReportGenerator />
    </ToolIntro>
  );
}
