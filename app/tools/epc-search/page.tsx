import type { Metadata } from "next";
import { EpcSearch } from "@/components/epc/epc-search";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.epcSearch.title };

export default function Page() {
  return (
    <ToolIntro page="epcSearch">
      <EpcSearch />
    </ToolIntro>
  );
}
