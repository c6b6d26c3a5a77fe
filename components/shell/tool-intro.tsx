import type { ReactNode } from "react";
import { pageIntros, type PageIntroKey } from "./page-intros";

export function ToolIntro({ page, children }: { page: PageIntroKey; children?: ReactNode }) {
  const intro = pageIntros[page];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{intro.title}</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">{intro.description}</p>
      </header>
      {children}
    </div>
  );
}
