"use client";
import { useMutation } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { toast } from "@/components/ui/use-toast";
import { formatGbp } from "@/lib/format/format";
import { titleLookupMutations, type TitleDetails } from "@/lib/title-lookup/api";

type Figure = TitleDetails["description"] | TitleDetails["rebuildValue"];

function FigureRow({ label, figure, show }: { label: string; figure: Figure; show: (value: string | number) => string }) {
  return (
    <div className="grid gap-0.5 border-b py-2 last:border-b-0">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="text-sm">{figure.value === null ? <span className="text-muted-foreground">{figure.note}</span> : show(figure.value)}</dd>
      {figure.value !== null ? (
        <dd className="text-xs text-muted-foreground">
          Source: {figure.source}
          {figure.date ? `, ${figure.date}` : ""}
          {figure.note ? `. ${figure.note}` : ""}
        </dd>
      ) : null}
    </div>
  );
}

export function SingleLookup() {
  const [titleNumber, setTitleNumber] = useState("");
  const lookup = useMutation({
    ...titleLookupMutations.lookUpTitle(),
    onError: () => toast({ variant: "destructive", title: "Lookup failed", description: "Lookup failed. Please check the title number and try again." }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (titleNumber.trim()) lookup.mutate(titleNumber.trim());
  }

  const result = lookup.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Look up a title</CardTitle>
        <CardDescription>The register summary, the rebuild estimate and the current value of one title&apos;s property.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <TextField id="title-number" label="Title number" placeholder="e.g. NGL123456" value={titleNumber} onChange={(event) => setTitleNumber(event.target.value)} />
          <SubmitButton busy={lookup.isPending} busyText="Looking up..." icon={<Search aria-hidden />} disabled={!titleNumber.trim()}>
            Look Up
          </SubmitButton>
        </form>
        {lookup.error ? <QueryError title="Lookup failed. Please check the title number and try again." error={lookup.error} /> : null}
        {result ? (
          <section aria-label={`Title ${result.titleNumber}`}>
            <dl>
              <FigureRow label="Description" figure={result.description} show={String} />
              <FigureRow label="Property type" figure={result.propertyType} show={String} />
              <FigureRow label="Rebuild value" figure={result.rebuildValue} show={(value) => formatGbp(value)} />
              <FigureRow label="Current value" figure={result.currentValue} show={(value) => formatGbp(value)} />
            </dl>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
