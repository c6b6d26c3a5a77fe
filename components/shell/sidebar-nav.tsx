"use client";
import { Building, Briefcase, FolderKanban, Home, Wrench } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import type { PartialLoad } from "@/lib/import/list-partial-loads";
import { activeHref, staticNavGroups, toolsNavGroup, type NavGroup } from "./nav-items";
import { AboutData } from "./about-data";
import { RecentSearches } from "./recent-searches";

export type PortfolioLink = { slug: string; name: string };

const groupIcons = [Home, Building, Briefcase, FolderKanban, Wrench];

export function SidebarNav({ portfolios, partialLoads, onNavigate }: { portfolios: PortfolioLink[]; partialLoads: PartialLoad[]; onNavigate?: () => void }) {
  const active = activeHref(usePathname());
  const portfolioGroup: NavGroup = {
    title: "Client Portfolios",
    items: portfolios.map((p) => ({ href: `/${p.slug}-portfolio`, label: p.name })),
  };
  const groups = [...staticNavGroups, portfolioGroup, toolsNavGroup];
  return (
    <nav aria-label="Main" className="flex flex-col gap-5 py-4">
      {groups.map((group, index) => {
        const Icon = groupIcons[index] ?? Wrench;
        return (
          <section key={group.title} className="px-3">
            <h2 className="mb-1.5 flex items-center gap-1.5 px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              <Icon className="size-3.5" aria-hidden /> {group.title}
            </h2>
            {group.items.length === 0 ? <p className="px-2 text-sm text-muted-foreground">No client portfolios</p> : null}
            <ul className="grid gap-0.5">
              {group.items.map((item) => {
                const isActive = item.href === active;
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={onNavigate}
                      aria-current={isActive ? "page" : undefined}
                      className={cn(
                        "block rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-accent hover:text-accent-foreground",
                        isActive && "bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground",
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <RecentSearches onNavigate={onNavigate} />
      <AboutData partialLoads={partialLoads} />
    </nav>
  );
}
