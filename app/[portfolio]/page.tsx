import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PortfolioScreen } from "@/components/portfolio/portfolio-screen";
import { hasServerSession } from "@/lib/auth/has-server-session.server";
import { getDb } from "@/lib/db/client";
import { portfolioQueries } from "@/lib/portfolio/api";
import { getOverview } from "@/lib/portfolio/get-overview.server";
import { findClientByPortfolioSegment } from "@/lib/portfolio/list-clients.server";

type Props = { params: Promise<{ portfolio: string }> };

// "/{client}-portfolio"; every other top-level segment is a 404 (spec §2). The session is
// checked before anything of the client is read.
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
  // The overview is read here through the data layer and handed to the screen's cache,
  // so the header and the summary cards arrive with the page.
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ queryKey: portfolioQueries.overview(client.slug).queryKey, queryFn: () => getOverview(getDb(), client.slug) });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <PortfolioScreen client={client.slug} clientName={client.name} />
    </HydrationBoundary>
  );
}
