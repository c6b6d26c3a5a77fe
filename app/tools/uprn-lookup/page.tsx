import type { Metadata } from "next";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";
import { UprnLookup } from "@/components/uprn/uprn-lookup";

export const metadata: Metadata = { title: pageIntros.uprnLookup.title };

export default function Page() {
  return (
    <ToolIntro page="uprnLookup">
      <UprnLookup />
    </ToolIntro>
  );
}
