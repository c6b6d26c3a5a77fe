"use client";
import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { Download, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Card, CardContent, CardHeader, CardTitle } from "./card";
import { toast } from "./use-toast";

// The parts every report screen shares (title, marketing, rebuild): a labelled row, a
// titled section card, and View Report / Download PDF through the report's own calls.

export function ReportRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b py-1.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * View Report opens the server-rendered report in a new tab; Download PDF runs the report's
 * download mutation (which saves the file and answers its name) with the spec's toasts.
 * The spec leaves both inert; a conveyancer needs them (docs/decisions/070).
 */
export function ReportActions<V>({ viewUrl, download, variables }: { viewUrl: string; download: UseMutationOptions<string, Error, V>; variables: V }) {
  const mutation = useMutation({
    ...download,
    onSuccess: (fileName) => toast({ title: "PDF Downloaded", description: fileName }),
    onError: (error) => toast({ title: "Download Failed", description: error.message || "Failed to download PDF", variant: "destructive" }),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => window.open(viewUrl, "_blank", "noopener")}>
        <ExternalLink aria-hidden />
        View Report
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => mutation.mutate(variables)} disabled={mutation.isPending}>
        <Download aria-hidden />
        {mutation.isPending ? "Preparing PDF..." : "Download PDF"}
      </Button>
    </div>
  );
}
