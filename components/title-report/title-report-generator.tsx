"use client";
import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { titleReportQueries } from "@/lib/title-report/api";
import { REPORT_HEADING } from "@/lib/title-report/report-labels";
import { TitleReportResult } from "./title-report-result";

// Spec part 2 §8 and §5.
const REPORT_ERROR = "Error generating title report. Please check the UPRN and try again.";
const BLANK_UPRN = "Please enter a valid UPRN";

export function TitleReportGenerator() {
  const [input, setInput] = useState("");
  const [uprn, setUprn] = useState<string | null>(null);
  const report = useQuery({ ...titleReportQueries.report(uprn ?? "0"), enabled: uprn !== null });

  function submit(event: FormEvent) {
    event.preventDefault();
    // §4/§5: the term is trimmed; blank is a toast; no other check on the client (the server answers 400).
    const term = input.trim();
    if (!term) {
      toast({ title: "Error", description: BLANK_UPRN, variant: "destructive" });
      return;
    }
    if (term === uprn) void report.refetch();
    else setUprn(term);
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{REPORT_HEADING}</h2>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Generate a title report">
            <TextField id="title-report-uprn" label="UPRN" placeholder="e.g. 100000123456" value={input} onChange={(e) => setInput(e.target.value)} inputMode="numeric" autoComplete="off" />
            <SubmitButton busy={report.isFetching} busyText="Generating..." icon={<FileText aria-hidden />}>
              Generate Report
            </SubmitButton>
          </form>
        </CardContent>
      </Card>
      {uprn === null ? null : report.isFetching && !report.data ? (
        <Skeleton className="h-96" />
      ) : report.isError ? (
        <QueryError title={REPORT_ERROR} error={report.error} />
      ) : report.data ? (
        <TitleReportResult report={report.data} />
      ) : null}
    </div>
  );
}
