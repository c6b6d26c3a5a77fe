import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { AppProviders } from "@/components/providers/app-providers";
import { AccessGate } from "@/components/shell/access-gate";
import { AppShell } from "@/components/shell/app-shell";
import { LoginScreen } from "@/components/shell/login-screen";
import { hasServerSession } from "@/lib/auth/has-server-session.server";
import { getDb } from "@/lib/db/client";
import { listPartialLoads } from "@/lib/import/list-partial-loads";
import { listClients } from "@/lib/portfolio/list-clients.server";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Property Analysis System", template: "%s · Property Analysis System" },
  description: "Property Intelligence Platform",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Without a valid session cookie only the login screen is rendered: no page, no data.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const signedIn = await hasServerSession();
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const [portfolios, partialLoads] = signedIn ? await Promise.all([listClients(getDb()), listPartialLoads(getDb())]) : [[], []];
  return (
    <html lang="en-GB" suppressHydrationWarning>
      <body>
        <AppProviders nonce={nonce}>
          {signedIn ? (
            <AccessGate>
              <AppShell portfolios={portfolios} partialLoads={partialLoads}>{children}</AppShell>
            </AccessGate>
          ) : (
            <LoginScreen />
          )}
        </AppProviders>
      </body>
    </html>
  );
}
