import { mutationOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/api-fetch";
import { valuationResponseSchema, type ValuationRequest } from "./schemas";

const VALUATION_PATH = "/api/properties/valuation";

export const valuationMutations = {
  // A fresh estimate each time it is asked for (spec §2: the button runs it), so a mutation.
  value: () =>
    mutationOptions({
      mutationKey: [VALUATION_PATH],
      mutationFn: (body: ValuationRequest) => apiFetch(VALUATION_PATH, { json: body }, valuationResponseSchema),
    }),
};
