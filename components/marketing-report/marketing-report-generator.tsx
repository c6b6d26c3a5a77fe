"use client";
import { AddressFinder } from "@/components/forms/address-finder";
import { UprnReportGenerator } from "@/components/forms/uprn-report-generator";
import { toast } from "@/components/ui/use-toast";
import { marketingReportQueries } from "@/lib/marketing-report/api";
import { BLANK_UPRN, NO_UPRN_TEXT, NO_UPRN_TITLE, REPORT_ERROR, REPORT_HEADING } from "@/lib/marketing-report/report-labels";
import { MarketingReportResult } from "./marketing-report-result";

export function MarketingReportGenerator() {
  return (
    <UprnReportGenerator
      heading={REPORT_HEADING}
      formLabel="Generate a marketing report"
      inputId="marketing-report-uprn"
      errorTitle={REPORT_ERROR}
      blankText={BLANK_UPRN}
      report={marketingReportQueries.report}
      renderReport={(report) => <MarketingReportResult report={report} />}
      // The address finder fills the UPRN from our register; an address without one gets
      // spec §2's toast and an empty UPRN field.
      renderFinder={(fillUprn) => (
        <AddressFinder
          onSelect={(details) => {
            fillUprn(details.uprn ?? "");
            if (!details.uprn) toast({ title: NO_UPRN_TITLE, description: NO_UPRN_TEXT });
          }}
          description="Choose an address to fill in its UPRN from our address register."
        />
      )}
    />
  );
}
