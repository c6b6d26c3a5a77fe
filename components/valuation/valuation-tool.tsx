"use client";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useUrlState } from "@/components/forms/use-url-state";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/api-fetch";
import { valuationMutations } from "@/lib/valuation/api";
import type { ValuationRequest } from "@/lib/valuation/schemas";
import { ValuationExplainer } from "./valuation-explainer";
import { ValuationForm } from "./valuation-form";
import { ValuationResult } from "./valuation-result";
import { readValuationUrl, toValuationInputs, writeValuationUrl } from "./valuation-url";

export function ValuationTool() {
  const valuation = useMutation({
    ...valuationMutations.value(),
    onSuccess: () => toast({ title: "Valuation Complete", description: "Property valuation has been calculated successfully." }),
    onError: (error) => toast({ variant: "destructive", title: "Valuation Failed", description: errorMessage(error, "Failed to get property valuation") }),
  });
  const { mutate, reset } = valuation;
  // The inputs live in the URL (issue 9 item 13): a submit pushes them, and whenever the URL
  // changes (the submit, back, forward, a shared link, a reload) its valuation runs, or the
  // result clears when the URL holds none. Once per URL, however often the effect runs.
  const { state, urlKey, formKey, pushState, queryOf } = useUrlState(readValuationUrl, writeValuationUrl);
  const ranFor = useRef<string | null>(null);
  useEffect(() => {
    if (ranFor.current === urlKey) return;
    ranFor.current = urlKey;
    if (state.request) mutate(state.request);
    else reset();
  }, [urlKey, state.request, mutate, reset]);

  function submit(request: ValuationRequest, address: string) {
    const next = { inputs: toValuationInputs(request, address), request };
    // The same inputs again leave the URL as it is: value them again all the same.
    if (queryOf(next) === urlKey) mutate(request);
    else pushState(next);
  }

  return (
    <div className="grid gap-6">
      <ValuationForm key={formKey} initial={state.inputs} busy={valuation.isPending} onSubmit={submit} />
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
