"use client";
import { AlertTriangle, CheckCircle2, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import type { InvestmentResult } from "@/lib/investment/calculate-investment";
import type { InvestmentResponse } from "@/lib/investment/schemas";
import { FIELD_META, TAB_LABELS } from "./fields";
import { formatGbp, formatPercent } from "@/lib/format/format";
import { StampDutyBands } from "./stamp-duty-bands";
import type { CalculationStatus } from "./use-investment-calculation";

function Figure({ label, value, detail, tone, className, children }: { label: string; value: string; detail?: string; tone?: "negative" | "positive"; className?: string; children?: ReactNode }) {
  return (
    <div role="group" aria-label={label} className={cn("rounded-lg border bg-card p-4 shadow-sm", className)}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className={cn("mt-1 text-2xl font-semibold tabular-nums", tone === "negative" && "text-destructive", tone === "positive" && "text-success")}>{value}</p>
      {detail ? <p className="mt-0.5 text-xs text-muted-foreground">{detail}</p> : null}
      {children}
    </div>
  );
}

const toneOf = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value < 0 ? "negative" : value > 0 ? "positive" : undefined);

export function CalculationStatusLine({ status }: { status: CalculationStatus }) {
  if (status.state === "pending")
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Recalculating…
      </p>
    );
  if (status.state === "confirmed")
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <CheckCircle2 className="size-4 text-success" aria-hidden />
        {status.mismatch ? "Figures up to date. The server's figures differ from this page's; the server's are shown." : "Figures up to date."}
      </p>
    );
  if (status.state === "error")
    return (
      <p className="flex items-center gap-1.5 text-sm text-destructive">
        <AlertTriangle className="size-4" aria-hidden /> {status.message} The figures below were calculated in your browser.
      </p>
    );
  return (
    <div className="text-sm text-destructive">
      <p className="flex items-center gap-1.5 font-medium">
        <AlertTriangle className="size-4" aria-hidden /> Check these inputs to see the figures:
      </p>
      <ul className="mt-1 list-disc pl-6">
        {status.problems.map(({ field, message }) => (
          <li key={field}>
            {FIELD_META[field]?.label ?? field}
            {FIELD_META[field] && FIELD_META[field].tab !== "calculator" ? ` (${TAB_LABELS[FIELD_META[field].tab]} tab)` : ""}: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The calculator's figures. The six API figures come from the server once it has answered
 * for the current inputs; everything else (and those six, meanwhile) from the same pure
 * functions in the browser. With an invalid input every figure shows "—", never NaN.
 */
export function InvestmentResults({ local, figures, status }: { local: InvestmentResult | null; figures: InvestmentResponse | null; status: CalculationStatus }) {
  const busy = status.state === "pending";
  return (
    <section aria-labelledby="investment-results-heading" aria-live="polite" aria-busy={busy} className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="investment-results-heading" className="text-lg font-semibold">
          Results
        </h2>
        <CalculationStatusLine status={status} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure label="Deposit" value={formatGbp(figures?.deposit, { pence: "if-any" })} detail={local ? `${local.assumptions.depositPercent}% of the price; loan ${formatGbp(local.loanAmount, { pence: "if-any" })}` : undefined} />
        <Figure label="Stamp duty" value={formatGbp(local?.stampDuty.stampDutyPounds, { pence: "if-any" })} className="sm:row-span-2">
          {local ? <StampDutyBands result={local.stampDuty} /> : null}
        </Figure>
        <Figure label="Total initial cost" value={formatGbp(local?.initialCosts.total, { pence: "if-any" })} detail="Deposit, stamp duty, legal, survey, mortgage fees and a year's insurance" />
        <Figure label="Monthly mortgage" value={formatGbp(figures?.monthlyMortgage, { pence: "if-any" })} detail={local ? `Repayment over ${local.assumptions.termYears} years at ${local.assumptions.interestRate}%` : undefined} />
        <Figure label="Monthly expenses" value={formatGbp(local?.monthlyExpenses.total, { pence: "if-any" })} detail="Management, maintenance, voids and insurance" />
        <Figure label="Monthly profit" value={formatGbp(figures?.monthlyProfit, { pence: "if-any" })} tone={toneOf(figures?.monthlyProfit)} />
        <Figure label="Annual profit" value={formatGbp(figures?.annualProfit, { pence: "if-any" })} tone={toneOf(figures?.annualProfit)} detail="Annual net cash flow" />
        <Figure label="Gross yield" value={formatPercent(figures?.grossYield, { digits: 2, signed: false })} detail="Annual rent ÷ property value" />
        <Figure label="Net yield" value={formatPercent(local?.netYield, { digits: 2, signed: false })} tone={toneOf(local?.netYield)} detail="Annual net cash flow ÷ property value" />
        <Figure label="ROI" value={formatPercent(figures?.roi, { digits: 2, signed: false })} tone={toneOf(figures?.roi)} detail="Annual net cash flow ÷ total initial cost" />
      </div>
    </section>
  );
}
