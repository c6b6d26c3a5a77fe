"use client";
import { Building2, Menu, X } from "lucide-react";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { PartialLoad } from "@/lib/import/list-partial-loads";
import { LogoutButton } from "./logout-button";
import { SidebarNav, type PortfolioLink } from "./sidebar-nav";
import { ThemeToggle } from "./theme-toggle";

export function AppShell({ portfolios, partialLoads, children }: { portfolios: PortfolioLink[]; partialLoads: PartialLoad[]; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b bg-card/95 px-4 backdrop-blur">
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={menuOpen ? "Close navigation" : "Open navigation"} aria-expanded={menuOpen} aria-controls="sidebar" onClick={() => setMenuOpen((open) => !open)}>
          {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </Button>
        <Link href="/search" className="flex items-center gap-2.5">
          <span className="flex size-9 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <Building2 className="size-5" aria-hidden />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="font-semibold">Property Analysis System</span>
            <span className="text-xs text-muted-foreground">Property Intelligence Platform</span>
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <LogoutButton />
        </div>
      </header>
      <div className="flex flex-1">
        <aside
          id="sidebar"
          className={`${menuOpen ? "block" : "hidden"} fixed inset-x-0 bottom-0 top-16 z-30 overflow-y-auto border-r bg-card lg:sticky lg:block lg:h-[calc(100vh-4rem)] lg:w-64 lg:shrink-0`}
        >
          <SidebarNav portfolios={portfolios} partialLoads={partialLoads} onNavigate={() => setMenuOpen(false)} />
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
