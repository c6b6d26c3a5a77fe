import type { Metadata } from "next";
import { ComparisonTool } from "@/components/comparison/comparison-tool";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.comparison.title };

export default function Page() {
  return (
    <ToolIntro page="comparison">
      <ComparisonTool />
    </ToolIntro>
  );
}
