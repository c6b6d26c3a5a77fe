import type { Metadata } from "next";
import { GetStartedCards } from "@/components/search/get-started-cards";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.search.title };

export default function Page() {
  return (
    <ToolIntro page="search">
      <GetStartedCards />
    </ToolIntro>
  );
}
