"use client";
import { useMutation } from "@tanstack/react-query";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/api-fetch";
import { valuationMutations } from "@/lib/valuation/api";
import { ValuationExplainer } from "./valuation-explainer";
import { ValuationForm } from "./valuation-form";
import { ValuationResult } from "./valuation-result";

export function ValuationTool() {
  const valuation = useMutation({
    ...valuationMutations.value(),
    onSuccess: () => toast({ title: "Valuation Complete", description: "Property valuation has been calculated successfully." }),
    onError: (error) => toast({ variant: "destructive", title: "Valuation Failed", description: errorMessage(error, "Failed to get property valuation") }),
  });

  return (
    <div className="grid gap-6">
      <ValuationForm busy={valuation.isPending} onSubmit={(request) => valuation.mutate(request)} />
      {valuation.isPending ? (
        <div className="grid gap-4 md:grid-cols-3" aria-busy="true" aria-label="Valuing">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      ) : valuation.data ? (
        <ValuationResult result={valuation.data} />
      ) : (
        <>
          {valuation.isError ? (
            <QueryError title="The valuation could not be completed." error={valuation.error} fallback="Failed to get property valuation" />
          ) : null}
          <ValuationExplainer />
        </>
      )}
    </div>
  );
}
