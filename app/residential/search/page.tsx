import type { Metadata } from "next";
import { Suspense } from "react";
import { PropertySearch } from "@/components/search/property-search";
import { pageIntros } from "@/components/shell/page-intros";
import { ToolIntro } from "@/components/shell/tool-intro";

export const metadata: Metadata = { title: pageIntros.search.title };

export default function Page() {
  return (
    <ToolIntro page="search">
      <Suspense>
        <PropertySearch />
      </Suspense>
    </ToolIntro>
  );
}
