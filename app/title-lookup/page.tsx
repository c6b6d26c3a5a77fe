import type { Metadata } from "next";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";
import { TitleLookupTool } from "@/components/title-lookup/title-lookup-tool";

export const metadata: Metadata = { title: pageIntros.titleLookup.title };

export default function Page() {
  return (
    <ToolIntro page="titleLookup">
      <TitleLookupTool />
    </ToolIntro>
  );
}
