import type { Metadata } from "next";
import { ComplianceScreen } from "@/components/compliance/compliance-screen";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.compliance.title };

export default function Page() {
  return (
    <ToolIntro page="compliance">
      <ComplianceScreen />
    </ToolIntro>
  );
}
