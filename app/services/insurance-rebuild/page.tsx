import type { Metadata } from "next";
import { RebuildAssessmentGenerator } from "@/components/rebuild/rebuild-assessment-generator";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.insuranceRebuild.title };

export default function Page() {
  return (
    <ToolIntro page="insuranceRebuild">
      <RebuildAssessmentGenerator />
    </ToolIntro>
  );
}
