import type { Metadata } from "next";
import { LeaseAnalysis } from "@/components/lease/lease-analysis";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.commercialLease.title };

export default function Page() {
  return (
    <ToolIntro page="commercialLease">
      <LeaseAnalysis />
    </ToolIntro>
  );
}
