import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasServerSession } from "@/lib/auth/has-server-session.server";
import { getDb } from "@/lib/db/client";
import { findClientByPortfolioSegment } from "@/lib/portfolio/list-clients.server";

type Props = { params: Promise<{ portfolio: string }> };

// "/{client}-portfolio"; every other top-level segment is a 404 (spec §2).
async function loadClient(params: Props["params"]) {
  const { portfolio } = await params;
  if (!(await hasServerSession())) return null;
  return findClientByPortfolioSegment(getDb(), portfolio);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const client = await loadClient(params);
  return { title: client ? `${client.name} Portfolio` : "Page not found" };
}

export default async function PortfolioPage({ params }: Props) {
  const client = await loadClient(params);
  if (!client) notFound();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Client Portfolio</h1>
        <p className="mt-1 text-muted-foreground">Property holdings of {client.name}</p>
        <p className="mt-3 max-w-3xl text-muted-foreground">
          Manage {client.name}&apos;s property titles, valuations, the charges register and charged properties; run ownership searches, correct addresses singly, in bulk or by fuzzy
          matching, and generate property reports as PDF.
        </p>
      </header>
    </div>
  );
}
