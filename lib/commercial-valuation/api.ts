import { mutationOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/api-fetch";
import type { CommercialComparablesInput, CommercialComparablesResponse, InvestmentValuationInput } from "./schemas";
import type { InvestmentValuation } from "./value-investment";

const VALUATION_PATH = "/api/commercial/valuation";
const COMPARABLES_PATH = "/api/commercial/valuation/comparables";

export const commercialValuationMutations = {
  value: () =>
    mutationOptions({
      mutationKey: [VALUATION_PATH],
      mutationFn: (input: InvestmentValuationInput) => apiFetch<InvestmentValuation>(VALUATION_PATH, { json: input }),
    }),
  comparables: () =>
    mutationOptions({
      mutationKey: [COMPARABLES_PATH],
      mutationFn: (input: CommercialComparablesInput) => apiFetch<CommercialComparablesResponse>(COMPARABLES_PATH, { json: input }),
    }),
};
