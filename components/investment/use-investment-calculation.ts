"use client";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "@/lib/http/api-fetch";
import { calculateInvestment, toInvestmentResponse, type InvestmentResult } from "@/lib/investment/calculate-investment";
import { CALCULATOR_DEFAULTS, RECALCULATION_DELAY_MS } from "@/lib/investment/defaults";
import { projectInvestment, type ProjectionYear } from "@/lib/investment/project-investment";
import { investmentQueries } from "@/lib/investment/api";
import { calculateInvestmentSchema, projectionAssumptionsSchema, type InvestmentFormField, type InvestmentResponse } from "@/lib/investment/schemas";
import { useDebouncedValue } from "./use-debounced-value";

export type CalculationStatus =
  | { state: "invalid"; problems: { field: InvestmentFormField; message: string }[] }
  | { state: "pending" }
  | { state: "confirmed"; mismatch: boolean }
  | { state: "error"; message: string };

export type InvestmentCalculation = {
  /** The full calculation in the browser, or null while an input is invalid. */
  local: InvestmentResult | null;
  /** The six API figures: the server's once it has answered for these inputs, the browser's meanwhile. */
  figures: InvestmentResponse | null;
  projection: ProjectionYear[] | null;
  status: CalculationStatus;
  /** Ask the server now instead of after the delay (the Calculate button). */
  calculateNow: () => void;
};

const FIGURES = ["deposit", "monthlyMortgage", "monthlyProfit", "annualProfit", "grossYield", "roi"] as const;

function problemsOf(...results: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }[]) {
  return results.flatMap((r) => r.error?.issues ?? []).map((issue) => ({ field: String(issue.path[0]) as InvestmentFormField, message: issue.message }));
}

/**
 * Calculates in the browser on every change, with the same pure functions as the API, and
 * asks POST /api/calculate-investment 500 ms after the inputs stop changing (spec §4).
 */
export function useInvestmentCalculation(values: unknown): InvestmentCalculation {
  const request = calculateInvestmentSchema.safeParse(values);
  const growth = projectionAssumptionsSchema.safeParse(values);
  const requestKey = request.success ? JSON.stringify(request.data) : null;

  // Cheap enough to run on every render: a few dozen arithmetic operations.
  const local = request.success ? calculateInvestment(request.data) : null;
  const projection = local && growth.success ? projectInvestment(local, growth.data) : null;

  const [sentKey, flush] = useDebouncedValue(requestKey, RECALCULATION_DELAY_MS);
  const sent = sentKey ? calculateInvestmentSchema.parse(JSON.parse(sentKey)) : null;
  const query = useQuery({ ...investmentQueries.calculate(sent ?? CALCULATOR_DEFAULTS), enabled: sent !== null });

  const localFigures = local ? toInvestmentResponse(local) : null;
  const answered = sentKey !== null && sentKey === requestKey && query.isSuccess && !query.isFetching;
  const figures = answered ? query.data : localFigures;

  let status: CalculationStatus;
  if (!request.success || !growth.success) status = { state: "invalid", problems: problemsOf(request, growth) };
  else if (answered) status = { state: "confirmed", mismatch: FIGURES.some((key) => query.data[key] !== localFigures?.[key]) };
  else if (sentKey === requestKey && query.isError) status = { state: "error", message: errorMessage(query.error, "The server could not check the figures.") };
  else status = { state: "pending" };

  const calculateNow = () => {
    if (sentKey === requestKey) void query.refetch();
    else flush();
  };

  return { local, figures: request.success ? figures : null, projection, status, calculateNow };
}
