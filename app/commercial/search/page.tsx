import type { Metadata } from "next";
import { CommercialSearch } from "@/components/commercial-search/commercial-search";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.commercialSearch.title };

export default function Page() {
  return (
    <ToolIntro page="commercialSearch">
      <CommercialSearch />
    </ToolIntro>
  );
}
