import type { Metadata } from "next";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";
import { TitleReportGenerator } from "@/components/title-report/title-report-generator";

export const metadata: Metadata = { title: pageIntros.titleReports.title };

export default function Page() {
  return (
    <ToolIntro page="titleReports">
      <TitleReportGenerator />
    </ToolIntro>
  );
}
