import type { z } from "zod";
import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch, apiPath } from "@/lib/http/api-fetch";
// The PDF checks of spec part 2 §5/§8 are the title report's; one home for them.
import { downloadPdf } from "@/lib/http/download-pdf";
import type { applyCorrections } from "./apply-corrections.server";
import type { correctAddressesFuzzily } from "./correct-addresses-fuzzily.server";
import type { validateAddresses } from "./validate-addresses.server";
import type { getOverview } from "./get-overview.server";
import type { getPropertyDetail } from "./get-property-detail.server";
import type { listChargedProperties } from "./list-charged-properties.server";
import type { listCharges, listValuations } from "./list-charges.server";
import type { listProperties } from "./list-properties.server";
import type { listPropertiesNeedingSearch } from "./list-properties-needing-search.server";
import type { listSearchJobs } from "./list-search-jobs.server";
import type { startOwnershipSearch } from "./start-ownership-search.server";
import type { addChargedPropertySchema, addPropertySchema } from "./schemas";

// The shapes of spec part 2 §3 as the portfolio calls of §7.2 answer them (dates as ISO text).
// Calls portapi has not built yet are typed here from the spec.

// Responses typed by the server functions' own return types (erased from the bundle).
export type PortfolioOverview = Awaited<ReturnType<typeof getOverview>>;
export type PropertyList = Awaited<ReturnType<typeof listProperties>>;
export type PortfolioProperty = PropertyList["properties"][number];
export type ChargesList = Awaited<ReturnType<typeof listCharges>>;
export type Charge = ChargesList["charges"][number];
export type ValuationsList = Awaited<ReturnType<typeof listValuations>>;
export type Valuation = ValuationsList["valuations"][number];
export type PropertyDetail = Awaited<ReturnType<typeof getPropertyDetail>>;
export type ChargedPropertyList = Awaited<ReturnType<typeof listChargedProperties>>;
export type ChargedProperty = ChargedPropertyList["properties"][number];

export type PropertiesNeedingSearch = Awaited<ReturnType<typeof listPropertiesNeedingSearch>>;
export type SearchJobs = Awaited<ReturnType<typeof listSearchJobs>>;
export type SearchJob = SearchJobs["jobs"][number];
export type OwnershipSearchStarted = Awaited<ReturnType<typeof startOwnershipSearch>>;

export type ValidationResponse = Awaited<ReturnType<typeof validateAddresses>>;
export type AddressCorrectionResult = ValidationResponse["results"][number];
export type CorrectionsApplied = Awaited<ReturnType<typeof applyCorrections>>;
export type FuzzyCorrections = Awaited<ReturnType<typeof correctAddressesFuzzily>>;

export type AddressUpdate = { address: string; postcode?: string; city?: string; county?: string };
export type NewProperty = z.input<typeof addPropertySchema>;
export type NewChargedProperty = z.input<typeof addChargedPropertySchema>;

/** Polling while a job runs (spec §9): every 5 s; the jobs list is read again 2 s after a start. */
export const JOB_POLL_MS = 5000;
export const JOB_REFRESH_AFTER_START_MS = 2000;

const P = {
  overview: "/api/{client}/overview",
  properties: "/api/{client}/properties",
  property: "/api/{client}/property/{titleNumber}",
  propertyById: "/api/{client}/properties/{id}",
  propertyAddress: "/api/{client}/properties/{id}/address",
  charges: "/api/{client}/charges",
  valuations: "/api/{client}/valuations",
  chargedProperties: "/api/{client}/charged-properties",
  chargedPropertyById: "/api/{client}/charged-properties/{id}",
  chargedPropertyAddress: "/api/{client}/charged-properties/{id}/address",
  needingSearch: "/api/{client}/properties-needing-search",
  jobs: "/api/{client}/search-ownership-jobs",
  searchOwnership: "/api/{client}/search-ownership",
  bulkValidate: "/api/{client}/bulk-validate-addresses",
  applyCorrections: "/api/{client}/apply-bulk-corrections",
  fuzzy: "/api/{client}/fuzzy-address-corrections",
  aiReport: "/api/{client}/generate-ai-report",
  exportPdf: "/api/{client}/export-pdf",
} as const;

/** Throws `message` (the §8 list-fetch text) with the server's reason, so the error card says both. */
async function fetchList<T>(url: string, message: string): Promise<T> {
  try {
    return await apiFetch<T>(url);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`${message}: ${error.userMessage}`);
    throw error;
  }
}

export const portfolioQueries = {
  overview: (client: string) => queryOptions({ queryKey: [P.overview, { client }] as const, queryFn: () => apiFetch<PortfolioOverview>(apiPath(P.overview, { client })) }),
  properties: (client: string, search: string) =>
    queryOptions({
      queryKey: [P.properties, { client, search: search || undefined }] as const,
      queryFn: () => fetchList<PropertyList>(apiPath(P.properties, { client, search: search || undefined }), "Failed to fetch properties"),
    }),
  charges: (client: string) => queryOptions({ queryKey: [P.charges, { client }] as const, queryFn: () => apiFetch<ChargesList>(apiPath(P.charges, { client })) }),
  valuations: (client: string) => queryOptions({ queryKey: [P.valuations, { client }] as const, queryFn: () => apiFetch<ValuationsList>(apiPath(P.valuations, { client })) }),
  property: (client: string, titleNumber: string) =>
    queryOptions({ queryKey: [P.property, { client, titleNumber }] as const, queryFn: () => apiFetch<PropertyDetail>(apiPath(P.property, { client, titleNumber })) }),
  chargedProperties: (client: string, search: string) =>
    queryOptions({
      queryKey: [P.chargedProperties, { client, search: search || undefined }] as const,
      queryFn: () => fetchList<ChargedPropertyList>(apiPath(P.chargedProperties, { client, search: search || undefined }), "Failed to fetch charged properties"),
    }),
  needingSearch: (client: string) =>
    queryOptions({ queryKey: [P.needingSearch, { client }] as const, queryFn: () => fetchList<PropertiesNeedingSearch>(apiPath(P.needingSearch, { client }), "Failed to fetch properties needing search") }),
  jobs: (client: string) =>
    queryOptions({
      queryKey: [P.jobs, { client }] as const,
      queryFn: () => fetchList<SearchJobs>(apiPath(P.jobs, { client }), "Failed to fetch search jobs"),
      refetchInterval: (query) => (query.state.data?.jobs.some((job) => job.status === "in_progress") ? JOB_POLL_MS : false),
    }),
};

/** After any add, delete or update the related lists and the overview reload (spec §4). */
function reload(queryClient: QueryClient, paths: readonly string[]) {
  return Promise.all([P.overview, ...paths].map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
}
const PROPERTY_LISTS = [P.properties, P.property, P.valuations, P.charges];
const CHARGED_LISTS = [P.chargedProperties, P.needingSearch, P.jobs];

function send<T>(url: string, method: string, json?: unknown): Promise<T> {
  return apiFetch<T>(url, json === undefined ? { method } : { method, json });
}

export type ExportPdfInput = { htmlContent: string; titleNumber: string; fileName: string };

export const portfolioMutations = {
  addProperty: (client: string, queryClient: QueryClient) =>
    mutationOptions({ mutationFn: (body: NewProperty) => send<unknown>(apiPath(P.properties, { client }), "POST", body), onSuccess: () => reload(queryClient, PROPERTY_LISTS) }),
  deleteProperty: (client: string, queryClient: QueryClient) =>
    mutationOptions({ mutationFn: (id: string) => send<unknown>(apiPath(P.propertyById, { client, id }), "DELETE"), onSuccess: () => reload(queryClient, PROPERTY_LISTS) }),
  updatePropertyAddress: (client: string, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: ({ id, ...body }: AddressUpdate & { id: string }) => send<unknown>(apiPath(P.propertyAddress, { client, id }), "PATCH", body),
      onSuccess: () => reload(queryClient, PROPERTY_LISTS),
    }),
  addChargedProperty: (client: string, queryClient: QueryClient) =>
    mutationOptions({ mutationFn: (body: NewChargedProperty) => send<unknown>(apiPath(P.chargedProperties, { client }), "POST", body), onSuccess: () => reload(queryClient, CHARGED_LISTS) }),
  deleteChargedProperty: (client: string, queryClient: QueryClient) =>
    mutationOptions({ mutationFn: (id: string) => send<unknown>(apiPath(P.chargedPropertyById, { client, id }), "DELETE"), onSuccess: () => reload(queryClient, CHARGED_LISTS) }),
  updateChargedPropertyAddress: (client: string, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: ({ id, ...body }: AddressUpdate & { id: string }) => send<unknown>(apiPath(P.chargedPropertyAddress, { client, id }), "PATCH", body),
      onSuccess: () => reload(queryClient, CHARGED_LISTS),
    }),
  searchOwnership: (client: string) =>
    mutationOptions({
      mutationFn: (body: { propertyIds: string[]; searchAll: boolean }) => send<OwnershipSearchStarted>(apiPath(P.searchOwnership, { client }), "POST", body),
    }),
  bulkValidate: (client: string) =>
    mutationOptions({ mutationFn: (addresses: { id: string; originalAddress: string }[]) => send<ValidationResponse>(apiPath(P.bulkValidate, { client }), "POST", { addresses }) }),
  applyCorrections: (client: string, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (corrections: AddressCorrectionResult[]) => send<CorrectionsApplied>(apiPath(P.applyCorrections, { client }), "POST", { corrections }),
      onSuccess: () => reload(queryClient, CHARGED_LISTS),
    }),
  fuzzyCorrect: (client: string, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (propertyIds: string[]) => send<FuzzyCorrections>(apiPath(P.fuzzy, { client }), "POST", { propertyIds }),
      onSuccess: () => reload(queryClient, CHARGED_LISTS),
    }),
  generateAiReport: (client: string) =>
    mutationOptions({ mutationFn: (body: { titleNumber: string; uprn?: string }) => send<{ report: string }>(apiPath(P.aiReport, { client }), "POST", body) }),
  exportPdf: (client: string) =>
    mutationOptions({
      mutationFn: (input: ExportPdfInput) =>
        downloadPdf(apiPath(P.exportPdf, { client }), input.fileName, { method: "POST", body: JSON.stringify(input), headers: { "content-type": "application/json" } }),
    }),
};

/** The query key prefix of the jobs list, for the refresh 2 s after a search starts. */
export const SEARCH_JOBS_PATH = P.jobs;
