"use client";
import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useState, type FormEvent } from "react";
import { AddressFinder } from "@/components/forms/address-finder";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import type { AddressDetails } from "@/lib/address-finder/schemas";
import { marketingReportQueries } from "@/lib/marketing-report/api";
import { BLANK_UPRN, NO_UPRN_TEXT, NO_UPRN_TITLE, REPORT_ERROR, REPORT_HEADING } from "@/lib/marketing-report/report-labels";
import { MarketingReportResult } from "./marketing-report-result";

export function MarketingReportGenerator() {
  const [input, setInput] = useState("");
  const [uprn, setUprn] = useState<string | null>(null);
  const report = useQuery({ ...marketingReportQueries.report(uprn ?? "0"), enabled: uprn !== null });

  // The address finder fills the UPRN from our register; an address without one gets
  // spec §2's toast and an empty UPRN field.
  function chooseAddress(details: AddressDetails) {
    if (details.uprn) {
      setInput(details.uprn);
      return;
    }
    setInput("");
    toast({ title: NO_UPRN_TITLE, description: NO_UPRN_TEXT });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // §5: blank is a toast; no other check on the client (the server answers 400).
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
        <CardContent className="grid gap-4">
          <AddressFinder onSelect={chooseAddress} description="Choose an address to fill in its UPRN from our address register." />
          <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Generate a marketing report">
            <TextField id="marketing-report-uprn" label="UPRN" placeholder="e.g. 100000123456" value={input} onChange={(e) => setInput(e.target.value)} inputMode="numeric" autoComplete="off" />
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
        <MarketingReportResult report={report.data} />
      ) : null}
    </div>
  );
}
