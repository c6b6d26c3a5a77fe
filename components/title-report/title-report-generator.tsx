"use client";
import { UprnReportGenerator } from "@/components/forms/uprn-report-generator";
import { titleReportQueries } from "@/lib/title-report/api";
import { REPORT_HEADING } from "@/lib/title-report/report-labels";
import { TitleReportResult } from "./title-report-result";

// Spec part 2 §8 and §5.
const REPORT_ERROR = "Error generating title report. Please check the UPRN and try again.";
const BLANK_UPRN = "Please enter a valid UPRN";

export function TitleReportGenerator() {
  return (
    <UprnReportGenerator
      heading={REPORT_HEADING}
      formLabel="Generate a title report"
      inputId="title-report-uprn"
      errorTitle={REPORT_ERROR}
      blankText={BLANK_UPRN}
      report={titleReportQueries.report}
      renderReport={(report) => <TitleReportResult report={report} />}
    />
  );
}
