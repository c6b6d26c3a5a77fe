"use client";
import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { GeneratedReport } from "@/components/forms/generated-report";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";

type Props<T, K extends QueryKey> = {
  heading: string;
  /** The form's accessible name, e.g. "Generate a title report". */
  formLabel: string;
  inputId: string;
  /** The error card's title when the report cannot be generated. */
  errorTitle: string;
  /** The toast for a blank UPRN. */
  blankText: string;
  report: (uprn: string) => UseQueryOptions<T, Error, T, K>;
  renderReport: (report: T) => ReactNode;
  /** Above the form (an address finder), given a way to fill in the UPRN. */
  renderFinder?: (fillUprn: (uprn: string) => void) => ReactNode;
};

/**
 * A report generated for a UPRN (spec §5): the term is trimmed, a blank one is a toast, and
 * nothing else is checked on the client (the server answers 400). Generating the same UPRN
 * again asks again.
 */
export function UprnReportGenerator<T, K extends QueryKey>({ heading, formLabel, inputId, errorTitle, blankText, report: reportOf, renderReport, renderFinder }: Props<T, K>) {
  const [input, setInput] = useState("");
  const [uprn, setUprn] = useState<string | null>(null);
  const report = useQuery({ ...reportOf(uprn ?? "0"), enabled: uprn !== null });

  function submit(event: FormEvent) {
    event.preventDefault();
    const term = input.trim();
    if (!term) {
      toast({ title: "Error", description: blankText, variant: "destructive" });
      return;
    }
    if (term === uprn) void report.refetch();
    else setUprn(term);
  }

  return (
    <GeneratedReport
      heading={heading}
      asked={uprn !== null}
      report={report}
      errorTitle={errorTitle}
      renderReport={renderReport}
      form={
        <>
          {renderFinder?.(setInput)}
          <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label={formLabel}>
            <TextField id={inputId} label="UPRN" placeholder="e.g. 100000123456" value={input} onChange={(e) => setInput(e.target.value)} inputMode="numeric" autoComplete="off" />
            <SubmitButton busy={report.isFetching} busyText="Generating..." icon={<FileText aria-hidden />}>
              Generate Report
            </SubmitButton>
          </form>
        </>
      }
    />
  );
}
