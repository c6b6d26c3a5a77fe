import { apiFetch } from "@/lib/http/api-fetch";
import { valuationResponseSchema, type ValuationRequest, type ValuationResponse } from "./schemas";

export const VALUATION_PATH = "/api/properties/valuation";

export function requestValuation(body: ValuationRequest): Promise<ValuationResponse> {
  return apiFetch(VALUATION_PATH, { json: body }, valuationResponseSchema);
}
