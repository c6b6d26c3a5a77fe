"use client";
import { useMutation } from "@tanstack/react-query";
import { Calculator, Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { leaseMutations } from "@/lib/lease/api";
import { leaseAnalysisSchema, MAX_LEASES } from "@/lib/lease/schemas";
import { LeaseRowEditor, type LeaseDraft } from "./lease-row-editor";
import { LeaseScheduleResult } from "./lease-schedule-result";

let nextKey = 0;
const blank = (): LeaseDraft => ({ key: nextKey++, tenant: "", areaM2: "", rentPerYear: "", start: "", expiry: "", breakDates: "", reviewDates: "" });
const dates = (text: string) => text.split(/[,\s]+/).map((d) => d.trim()).filter(Boolean);
const number = (text: string) => (text.trim() === "" ? undefined : Number(text));

function toRequest(valuationDate: string, leases: LeaseDraft[]) {
  return {
    valuationDate,
    leases: leases.map((l) => ({ tenant: l.tenant, areaM2: l.areaM2.trim() === "" ? null : Number(l.areaM2), rentPerYear: number(l.rentPerYear), start: l.start, expiry: l.expiry, breakDates: dates(l.breakDates), reviewDates: dates(l.reviewDates) })),
  };
}

/** Commercial lease analysis: a set of leases in, each one's term, break and review, and the WAULT out. */
export function LeaseSchedule() {
  const [valuationDate, setValuationDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [leases, setLeases] = useState<LeaseDraft[]>(() => [blank()]);
  const [problems, setProblems] = useState<string[]>([]);
  const analysis = useMutation(leaseMutations.analyse());

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = leaseAnalysisSchema.safeParse(toRequest(valuationDate, leases));
    if (!parsed.success) {
      const described = parsed.error.issues.map((issue) => (issue.path[0] === "leases" && typeof issue.path[1] === "number" ? `Lease ${issue.path[1] + 1}: ${issue.message}` : issue.message));
      setProblems([...new Set(described)]);
      return;
    }
    setProblems([]);
    analysis.mutate(parsed.data);
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Commercial lease analysis</CardTitle>
          <CardDescription>
            Enter each lease: tenant, area, rent, start and expiry, and any tenant&apos;s break and rent review dates. The analysis gives each lease&apos;s unexpired term,
            next break and next review as at the valuation date, and the WAULT (weighted average unexpired lease term, weighted by rent) to expiry and to break.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} aria-label="Lease analysis" className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <TextField id="lease-valuation-date" label="Valuation date" type="date" value={valuationDate} onChange={(e) => setValuationDate(e.target.value)} className="sm:max-w-xs" />
            {leases.map((lease, index) => (
              <LeaseRowEditor
                key={lease.key}
                lease={lease}
                index={index}
                onChange={(changed) => setLeases((all) => all.map((l) => (l.key === changed.key ? changed : l)))}
                onRemove={leases.length > 1 ? () => setLeases((all) => all.filter((l) => l.key !== lease.key)) : undefined}
              />
            ))}
            {problems.length ? (
              <ul role="alert" className="grid gap-1 text-sm text-destructive">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button type="button" variant="outline" onClick={() => setLeases((all) => [...all, blank()])} disabled={leases.length >= MAX_LEASES}>
                <Plus aria-hidden /> Add lease
              </Button>
              <Button type="submit" disabled={analysis.isPending}>
                <Calculator aria-hidden /> {analysis.isPending ? "Analysing..." : "Analyse leases"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {analysis.isError ? <QueryError title="Could not analyse the leases" error={analysis.error} /> : null}
      {analysis.data ? <LeaseScheduleResult result={analysis.data} /> : null}
    </div>
  );
}
