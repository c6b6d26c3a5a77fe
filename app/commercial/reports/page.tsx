import type { Metadata } from "next";
import { CommercialReportForm } from "@/components/commercial-report/commercial-report-form";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.commercialReports.title };

export default function Page() {
  return (
    <ToolIntro page="commercialReports">
      <CommercialReportForm />
    </ToolIntro>
  );
}
