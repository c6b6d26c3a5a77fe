"use client";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";

type ReportQuery<T> = { isFetching: boolean; isError: boolean; error: unknown; data: T | undefined };

type Props<T> = {
  heading: string;
  /** The form that asks for the report, in the card under the heading. */
  form: ReactNode;
  /** Whether a report has been asked for yet: nothing shows below the card before. */
  asked: boolean;
  report: ReportQuery<T>;
  /** The error card's title when the report cannot be generated. */
  errorTitle: string;
  renderReport: (report: T) => ReactNode;
};

/** A report generator's page body: its form in a card, then the report, a placeholder while it is made, or the error. */
export function GeneratedReport<T>({ heading, form, asked, report, errorTitle, renderReport }: Props<T>) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{heading}</h2>
        </CardHeader>
        <CardContent className="grid gap-4">{form}</CardContent>
      </Card>
      {!asked ? null : report.isFetching && !report.data ? (
        <Skeleton className="h-96" />
      ) : report.isError ? (
        <QueryError title={errorTitle} error={report.error} />
      ) : report.data ? (
        renderReport(report.data)
      ) : null}
    </div>
  );
}
