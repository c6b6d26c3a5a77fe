import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/api-fetch";
import { investmentResponseSchema, type CalculateInvestmentInput } from "./schemas";

const CALCULATE_INVESTMENT_PATH = "/api/calculate-investment";

// A calculation has no side effects, so it is cached by its inputs like a read.
export const investmentQueries = {
  calculate: (input: CalculateInvestmentInput) =>
    queryOptions({
      queryKey: [CALCULATE_INVESTMENT_PATH, input] as const,
      queryFn: () => apiFetch(CALCULATE_INVESTMENT_PATH, { json: input }, investmentResponseSchema),
    }),
};
