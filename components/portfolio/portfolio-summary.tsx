"use client";
import { useQuery } from "@tanstack/react-query";
import { Building2, FileText, PoundSterling } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format/format";
import { portfolioQueries } from "@/lib/portfolio/api";

const CARDS = [
  { key: "properties", title: "Properties", text: "Active property titles", icon: Building2 },
  { key: "charges", title: "Charges", text: "Registered charges", icon: FileText },
  { key: "valuations", title: "Valuations", text: "Available valuations", icon: PoundSterling },
] as const;

/** The three cards while the overview loads (spec §2.4). */
export function PortfolioSummarySkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-3" aria-busy="true" aria-label="Loading the portfolio overview">
      {CARDS.map((card) => (
        <Skeleton key={card.key} className="h-28 w-full" />
      ))}
    </div>
  );
}

/** The header's Last Updated and the three summary cards (spec §2.4), each 0 until known. */
export function PortfolioSummary({ client, clientName }: { client: string; clientName: string }) {
  const overview = useQuery(portfolioQueries.overview(client));
  const lastUpdated = overview.data?.lastUpdated ? formatDate(overview.data.lastUpdated) : "N/A";
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Client Portfolio</h1>
          <p className="mt-1 text-muted-foreground">Property holdings of {overview.data?.client ?? clientName}</p>
        </div>
        <p className="text-sm text-muted-foreground">
          Last Updated: <span className="font-medium text-foreground">{overview.isPending ? "..." : lastUpdated}</span>
        </p>
      </header>
      {overview.isError ? <QueryError error={overview.error} title="The portfolio overview could not be loaded" /> : null}
      {overview.isPending ? (
        <PortfolioSummarySkeleton />
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          {CARDS.map(({ key, title, text, icon: Icon }) => (
            <Card key={key}>
              <CardHeader className="flex flex-row items-center justify-between pb-2">
                <CardTitle className="text-sm font-medium">{title}</CardTitle>
                <Icon className="size-4 text-muted-foreground" aria-hidden />
              </CardHeader>
              <CardContent>
                <p className="text-2xl font-bold">{overview.data?.summary[key] ?? 0}</p>
                <p className="text-xs text-muted-foreground">{text}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
