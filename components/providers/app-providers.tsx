"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "next-themes";
import { Tooltip } from "radix-ui";
import { useState, type ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClientOptions } from "@/lib/http/query-client-options";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient(createQueryClientOptions()));
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      <QueryClientProvider client={queryClient}>
        {/* Spec §9: tooltip delay 700 ms, skip delay 300 ms. */}
        <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
          {children}
          <Toaster />
        </Tooltip.Provider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
