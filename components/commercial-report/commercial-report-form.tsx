"use client";
import { useMutation } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FieldError } from "@/components/forms/field-error";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ReportActions } from "@/components/ui/report-parts";
import { commercialReportMutations, commercialReportViewUrl } from "@/lib/commercial-report/api";
import type { CommercialReportInput } from "@/lib/commercial-report/schemas";
import { errorMessage } from "@/lib/http/api-fetch";

// The valuation's six inputs, as the API names them; the worked shop of the Commercial Valuation screen as the start.
const VALUATION_INPUTS = [
  ["passingRent", "Passing rent (£ a year)", "50000"],
  ["estimatedRentalValue", "Estimated rental value (£ a year)", "60000"],
  ["yearsToReversion", "Years to the review or lease end", "3"],
  ["termYieldPercent", "Term yield (%)", "6"],
  ["reversionYieldPercent", "Reversion yield (%)", "7"],
  ["purchasersCostsPercent", "Purchaser's costs (%)", "6.8"],
] as const;
type ValuationName = (typeof VALUATION_INPUTS)[number][0];

// One lease, optional: the Lease screen analyses a whole tenancy schedule; the report prints one let property's.
const LEASE_INPUTS = [
  ["tenant", "Tenant", "text"],
  ["rentPerYear", "Lease rent (£ a year)", "number"],
  ["start", "Lease start", "date"],
  ["expiry", "Lease expiry", "date"],
  ["breakDate", "Break date (optional)", "date"],
  ["reviewDate", "Rent review date (optional)", "date"],
] as const;
type LeaseName = (typeof LEASE_INPUTS)[number][0];
const today = () => new Date().toISOString().slice(0, 10);

function toLease(lease: Record<LeaseName, string>) {
  return {
    valuationDate: today(),
    leases: [
      {
        tenant: lease.tenant,
        rentPerYear: lease.rentPerYear.trim() === "" ? null : Number(lease.rentPerYear),
        start: lease.start,
        expiry: lease.expiry,
        breakDates: lease.breakDate ? [lease.breakDate] : [],
        reviewDates: lease.reviewDate ? [lease.reviewDate] : [],
      },
    ],
  };
}

/**
 * One property (UPRN or Price Paid transaction) and the valuation's inputs: Generate Report
 * has the server render it (naming any problem with the inputs), then View Report and
 * Download PDF work as on the other report screens (components/ui/report-parts).
 */
export function CommercialReportForm() {
  const [kind, setKind] = useState<"uprn" | "transactionId">("uprn");
  const [id, setId] = useState("");
  const [values, setValues] = useState<Record<ValuationName, string>>(() => Object.fromEntries(VALUATION_INPUTS.map(([name, , start]) => [name, start])) as Record<ValuationName, string>);
  const [withLease, setWithLease] = useState(false);
  const [lease, setLease] = useState<Record<LeaseName, string>>({ tenant: "", rentPerYear: "", start: "", expiry: "", breakDate: "", reviewDate: "" });
  const [problem, setProblem] = useState<string | null>(null);
  // The request as last generated: View and Download use exactly it, until an input changes.
  const [ready, setReady] = useState<CommercialReportInput | null>(null);
  const generate = useMutation({ ...commercialReportMutations.generate(), onSuccess: (_, input) => setReady(input) });
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    setReady(null);
    set(value);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = id.trim();
    const missing = !trimmed ? (kind === "uprn" ? "Enter the UPRN." : "Enter the transaction id.") : kind === "uprn" && !/^\d{1,12}$/.test(trimmed) ? "A UPRN is up to 12 digits." : null;
    setProblem(missing);
    if (missing) return;
    const valuation = Object.fromEntries(VALUATION_INPUTS.map(([name]) => [name, values[name].trim() === "" ? null : Number(values[name])]));
    const property = kind === "uprn" ? { uprn: trimmed } : { transactionId: trimmed };
    // What the person typed, blanks as null: the server's schema (the same one) names each problem.
    const input = { property, valuation, ...(withLease ? { lease: toLease(lease) } : {}) } as unknown as CommercialReportInput;
    setReady(null);
    generate.mutate(input);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Commercial property report</CardTitle>
        <CardDescription>
          For one property: its non-residential sales and non-domestic EPCs (with price per m² where the floor area is known), the investment valuation from the inputs below with its
          working, and optionally a lease, printed to PDF. The API names the problem with any input.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Commercial property report" className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="report-kind">Property by</Label>
            <NativeSelect id="report-kind" value={kind} onChange={(e) => edit(setKind)(e.target.value === "transactionId" ? "transactionId" : "uprn")}>
              <option value="uprn">UPRN</option>
              <option value="transactionId">Price Paid transaction id</option>
            </NativeSelect>
          </div>
          <TextField id="report-id" label={kind === "uprn" ? "UPRN" : "Transaction id"} value={id} onChange={(e) => edit(setId)(e.target.value)} error={problem} describedBy={problem ? "report-id-error" : undefined}>
            <FieldError id="report-id-error" message={problem ?? undefined} />
          </TextField>
          {VALUATION_INPUTS.map(([name, label]) => (
            <TextField key={name} id={`report-${name}`} label={label} type="number" inputMode="decimal" value={values[name]} onChange={(e) => edit(setValues)({ ...values, [name]: e.target.value })} />
          ))}
          <div className="flex items-center gap-2 sm:col-span-2">
            <input id="report-with-lease" type="checkbox" checked={withLease} onChange={(e) => edit(setWithLease)(e.target.checked)} className="size-4" />
            <Label htmlFor="report-with-lease">Include a lease (unexpired term, break, review and WAULT at today&apos;s date)</Label>
          </div>
          {withLease
            ? LEASE_INPUTS.map(([name, label, type]) => (
                <TextField key={name} id={`report-lease-${name}`} label={label} type={type} value={lease[name]} onChange={(e) => edit(setLease)({ ...lease, [name]: e.target.value })} />
              ))
            : null}
          <div className="sm:col-span-2 flex flex-col gap-2">
            <Button type="submit" disabled={generate.isPending} className="sm:w-fit">
              <FileText aria-hidden /> {generate.isPending ? "Generating..." : "Generate Report"}
            </Button>
            {generate.isError ? (
              <p role="alert" className="text-sm text-destructive">
                Failed to generate the report: {errorMessage(generate.error, "Something went wrong.")}
              </p>
            ) : null}
            {ready ? (
              <div className="flex flex-col gap-2">
                <p className="text-sm text-muted-foreground">
                  Report ready for {ready.property.uprn ? `UPRN ${ready.property.uprn}` : `transaction ${ready.property.transactionId ?? ""}`}.
                </p>
                <ReportActions viewUrl={commercialReportViewUrl(ready)} download={commercialReportMutations.downloadPdf()} variables={ready} />
              </div>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
