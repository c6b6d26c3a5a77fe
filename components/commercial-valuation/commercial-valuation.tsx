"use client";
import { useMutation } from "@tanstack/react-query";
import { QueryError } from "@/components/ui/query-error";
import { commercialValuationMutations } from "@/lib/commercial-valuation/api";
import { DEFAULT_PURCHASERS_COSTS_PERCENT } from "@/lib/commercial-valuation/schemas";
import { ComparablesPanel } from "./comparables-panel";
import { ValuationForm } from "./valuation-form";
import { ValuationResult } from "./valuation-result";

/** The Commercial Valuation screen (issue 14): the investment method with its working, and the comparables. */
export function CommercialValuation() {
  const valuation = useMutation(commercialValuationMutations.value());
  const costsPercent = valuation.data?.purchasersCosts.percent ?? DEFAULT_PURCHASERS_COSTS_PERCENT;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <ValuationForm busy={valuation.isPending} onSubmit={(input) => valuation.mutate(input)} />
      {valuation.isError ? <QueryError title="Could not value the investment" error={valuation.error} /> : null}
      {valuation.data ? <ValuationResult result={valuation.data} /> : null}
      <ComparablesPanel costsPercent={costsPercent} />
    </div>
  );
}
