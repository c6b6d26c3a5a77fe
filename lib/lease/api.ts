import { mutationOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/api-fetch";
import type { LeaseAnalysis } from "./analyse-leases";
import type { LeaseExtensionPremium } from "./calculate-lease-extension";
import type { LeaseAnalysisInput, LeaseExtensionInput } from "./schemas";

const ANALYSIS_PATH = "/api/commercial/lease/analysis";
const EXTENSION_PATH = "/api/commercial/lease/extension";

export const leaseMutations = {
  analyse: () =>
    mutationOptions({
      mutationKey: [ANALYSIS_PATH],
      mutationFn: (input: LeaseAnalysisInput) => apiFetch<LeaseAnalysis>(ANALYSIS_PATH, { json: input }),
    }),
  extend: () =>
    mutationOptions({
      mutationKey: [EXTENSION_PATH],
      mutationFn: (input: LeaseExtensionInput) => apiFetch<LeaseExtensionPremium>(EXTENSION_PATH, { json: input }),
    }),
};
