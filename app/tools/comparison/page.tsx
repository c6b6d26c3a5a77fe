import type { Metadata } from "next";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.comparison.title };

export default function Page() {
  return <ToolIntro page="comparison" />;
}
