import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch, apiPath, apiRequest } from "@/lib/http/api-fetch";
// The PDF checks of spec part 2 §5/§8 are the title report's; one home for them.
import { checkPdfDownload, readDownloadName } from "@/lib/title-report/check-pdf-download";

// The shapes of spec part 2 §3 as the portfolio calls of §7.2 answer them (dates as ISO text).

export type PortfolioOverview = { client: string; lastUpdated: string | null; summary: { properties: number; charges: number; valuations: number } };

export type PortfolioProperty = {
  id: string;
  titleNumber: string;
  address: string;
  city: string | null;
  county: string | null;
  postcode: string | null;
  tenure: string | null;
  classification: string | null;
  uprn: string | null;
  ownerName: string | null;
};
export type PropertyList = { properties: PortfolioProperty[]; total: number; searchTerm: string | null };

export type Valuation = {
  id: string;
  titleNumber: string;
  address: string | null;
  uprn: string | null;
  currentValue: number | null;
  rcaValue: number | null;
  previousValue: number | null;
  valuationType: string | null;
  valuationBasis: string | null;
  valuationDate: string | null;
  notes: string | null;
};

export type Charge = {
  id: string;
  dateRegistered: string | null;
  status: string;
  lender: string | null;
  amountSecured: number | null;
  chargeType: string | null;
  details: string | null;
};

export type AssetTraceEntry = { date: string | null; event: string; value: number | null; notes: string | null };

export type PropertyImage = string | { url: string };
export type PropertyDetail = {
  property: PortfolioProperty | null;
  valuations: Valuation[];
  charges: Charge[];
  assetTrace: AssetTraceEntry[];
  enhancedChimnieData?: { property?: { images?: PropertyImage[] | null } | null } | null;
};

export type ChargedProperty = {
  id: string;
  address: string;
  fullAddress: string | null;
  city: string | null;
  county: string | null;
  postcode: string | null;
  lender: string | null;
  amountSecured: string | null;
  chargeType: string | null;
  status: string | null;
  details: string | null;
  addressCorrected: boolean;
  currentProprietor: string | null;
  proprietorType: string | null;
  titleNumber: string | null;
  lastSaleDate: string | null;
  lastSalePrice: number | null;
  pricePaidData: { saleCount: number; propertyType: string | null } | null;
};
export type ChargedPropertyList = { properties: ChargedProperty[]; total: number; searchTerm: string | null };

export type PropertyNeedingSearch = { id: string; address: string; city: string | null; postcode: string | null };
export type PropertiesNeedingSearch = { total: number; properties: PropertyNeedingSearch[] };

export type SearchJobStatus = "in_progress" | "completed" | "failed" | (string & {});
export type SearchJob = { jobId: string; status: SearchJobStatus; summary: { found: number; notFound: number; total: number } | null; error: string | null };
export type SearchJobs = { jobs: SearchJob[] };

export type Confidence = "HIGH" | "MEDIUM" | "LOW" | "ERROR";
export type AddressCorrectionResult = { id: string; originalAddress: string; suggestedAddress: string | null; confidence: Confidence; hasChanges: boolean };
export type ValidationResponse = {
  results: AddressCorrectionResult[];
  total: number;
  summary: { highConfidence: number; mediumConfidence: number; lowConfidence: number; errors: number; noChanges: number };
};

export type AddressUpdate = { address: string; postcode?: string; city?: string; county?: string };
export type NewProperty = { titleNumber: string; address: string; postcode?: string; city?: string; county?: string; tenure?: "Freehold" | "Leasehold"; classification?: string };
export type NewChargedProperty = { address: string; city?: string; postcode?: string; lender?: string; amountSecured?: string; chargeType?: string; status?: string; details?: string };

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
  charges: (client: string) => queryOptions({ queryKey: [P.charges, { client }] as const, queryFn: () => apiFetch<{ charges: Charge[]; total: number }>(apiPath(P.charges, { client })) }),
  valuations: (client: string) => queryOptions({ queryKey: [P.valuations, { client }] as const, queryFn: () => apiFetch<{ valuations: Valuation[] }>(apiPath(P.valuations, { client })) }),
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

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type ExportPdfInput = { htmlContent: string; titleNumber: string; fileName: string };

/** The report printed by the server, refused unless it is a real PDF (spec §5, §8), then saved. */
async function exportPdf(client: string, input: ExportPdfInput): Promise<string> {
  let response: Response;
  try {
    response = await apiRequest(apiPath(P.exportPdf, { client }), { method: "POST", body: JSON.stringify(input), headers: { "content-type": "application/json" } });
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Failed to generate PDF: ${error.status}`);
    throw error;
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const problem = checkPdfDownload(response.headers.get("content-type"), bytes);
  if (problem) throw new Error(problem);
  const fileName = readDownloadName(response.headers.get("content-disposition"), input.fileName);
  saveFile(new Blob([bytes], { type: "application/pdf" }), fileName);
  return fileName;
}

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
      mutationFn: (body: { propertyIds: string[]; searchAll: boolean }) => send<{ propertiesCount: number; estimatedDuration: string }>(apiPath(P.searchOwnership, { client }), "POST", body),
    }),
  bulkValidate: (client: string) =>
    mutationOptions({ mutationFn: (addresses: { id: string; originalAddress: string }[]) => send<ValidationResponse>(apiPath(P.bulkValidate, { client }), "POST", { addresses }) }),
  applyCorrections: (client: string, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (corrections: AddressCorrectionResult[]) => send<{ applied: number }>(apiPath(P.applyCorrections, { client }), "POST", { corrections }),
      onSuccess: () => reload(queryClient, CHARGED_LISTS),
    }),
  fuzzyCorrect: (client: string, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (propertyIds: string[]) => send<{ corrected: number; failed: number; skipped: number }>(apiPath(P.fuzzy, { client }), "POST", { propertyIds }),
      onSuccess: () => reload(queryClient, CHARGED_LISTS),
    }),
  generateAiReport: (client: string) =>
    mutationOptions({ mutationFn: (body: { titleNumber: string; uprn?: string }) => send<{ report: string }>(apiPath(P.aiReport, { client }), "POST", body) }),
  exportPdf: (client: string) => mutationOptions({ mutationFn: (input: ExportPdfInput) => exportPdf(client, input) }),
};

/** The query key prefix of the jobs list, for the refresh 2 s after a search starts. */
export const SEARCH_JOBS_PATH = P.jobs;
