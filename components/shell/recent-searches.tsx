"use client";
import { useQuery } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import Link from "next/link";
import { searchQueries } from "@/lib/search/api";

const SHOWN = 3;

export function RecentSearches({ onNavigate }: { onNavigate?: () => void }) {
  const { data, isLoading, isError } = useQuery(searchQueries.recent());
  const items = (data ?? []).slice(0, SHOWN);
  return (
    <section aria-labelledby="recent-searches-heading" className="px-3">
      <h2 id="recent-searches-heading" className="mb-2 flex items-center gap-1.5 px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Clock className="size-3.5" aria-hidden /> Recent Searches
      </h2>
      {isLoading ? (
        <p className="px-2 text-sm text-muted-foreground">Loading…</p>
      ) : isError ? (
        <p className="px-2 text-sm text-muted-foreground">Recent searches are unavailable.</p>
      ) : items.length === 0 ? (
        <p className="px-2 text-sm text-muted-foreground">No recent searches</p>
      ) : (
        <ul className="grid gap-0.5">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                href={`/residential/search?postcode=${encodeURIComponent(item.postcode)}`}
                onClick={onNavigate}
                className="block rounded-md px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground"
              >
                {item.postcode}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
