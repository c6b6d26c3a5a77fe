import "server-only";
import { createTtlCache } from "@/lib/cache/create-ttl-cache";
import { AppError } from "@/lib/errors/app-error";
import { EPC_MAX_ROWS } from "@/lib/epc/schemas";
import { describeVendorStatus, fetchProviderJson } from "@/lib/providers/http/fetch-provider";
import { toLiveEpcRow } from "./to-live-epc-row";
import type { EpcProvider, EpcQuery } from "./types";
import { vendorCertificateSchema, vendorNoneFoundSchema, vendorSearchSchema, type VendorCertificate, type VendorSummary } from "./vendor-schemas";

const SERVICE = "the EPC register";
// The service's largest page; a postcode or UPRN never holds more certificates than this.
const SEARCH_PAGE_SIZE = 5000;
// Certificates fetched at once for one search: enough to answer 100 rows in seconds,
// few enough not to trip the service's rate limit.
const CERTIFICATE_CONCURRENCY = 4;
// A lodged certificate never changes: keep documents for a day.
const CERTIFICATE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const CERTIFICATE_CACHE_SIZE = 5000;

export type LiveEpcOptions = { baseUrl: string; token: string; timeoutMs: number };

type CertificateCache = ReturnType<typeof createTtlCache<VendorCertificate | null>>;
const globalForCache = globalThis as unknown as { epcCertificateCache?: CertificateCache };

function unreadable(): AppError {
  return new AppError("provider_error", "The EPC register sent an answer we could not read. Try again later.");
}

/** The live EPC data service: search summaries, then each shown certificate's document. */
export function createLiveEpcProvider(options: LiveEpcOptions, cache: CertificateCache = (globalForCache.epcCertificateCache ??= createTtlCache(CERTIFICATE_CACHE_SIZE, CERTIFICATE_CACHE_TTL_MS))): EpcProvider {
  const headers = { authorization: `Bearer ${options.token}`, accept: "application/json" };
  const call = (path: string, params: Record<string, string>) => {
    const url = new URL(path, options.baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return fetchProviderJson({ service: SERVICE, url: url.toString(), headers, timeoutMs: options.timeoutMs, passStatuses: [404] });
  };

  async function searchSummaries(query: EpcQuery): Promise<{ summaries: VendorSummary[]; total: number }> {
    const filter: Record<string, string> = query.kind === "uprn" ? { uprn: query.uprn } : { postcode: query.postcode };
    const { status, json } = await call("/api/domestic/search", { ...filter, page_size: String(SEARCH_PAGE_SIZE) });
    if (status === 404) {
      // "No assessments could be found" is an answer; any other 404 (a wrong base URL) is not.
      if (vendorNoneFoundSchema.safeParse(json).success) return { summaries: [], total: 0 };
      throw describeVendorStatus(SERVICE, 404);
    }
    const parsed = vendorSearchSchema.safeParse(json);
    if (!parsed.success) throw unreadable();
    return { summaries: parsed.data.data, total: Math.max(parsed.data.pagination?.totalRecords ?? 0, parsed.data.data.length) };
  }

  async function getCertificate(certificateNumber: string): Promise<VendorCertificate | null> {
    const cached = cache.get(certificateNumber);
    if (cached !== undefined) return cached;
    const { status, json } = await call("/api/certificate", { certificate_number: certificateNumber });
    // Listed but not served (withdrawn since): the row keeps what the search said.
    if (status === 404) return null;
    const parsed = vendorCertificateSchema.safeParse(json);
    if (!parsed.success) throw unreadable();
    cache.set(certificateNumber, parsed.data.data);
    return parsed.data.data;
  }

  async function getCertificates(numbers: readonly string[]): Promise<(VendorCertificate | null)[]> {
    const results: (VendorCertificate | null)[] = new Array<VendorCertificate | null>(numbers.length).fill(null);
    let next = 0;
    const worker = async () => {
      while (next < numbers.length) {
        const at = next++;
        results[at] = await getCertificate(numbers[at]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CERTIFICATE_CONCURRENCY, numbers.length) }, worker));
    return results;
  }

  return {
    async search(query: EpcQuery, asOf: Date) {
      const { summaries, total } = await searchSummaries(query);
      // Newest lodgement first (ISO dates sort as text); certificate number breaks ties.
      const newest = [...summaries]
        .sort((a, b) => (b.registrationDate ?? "").localeCompare(a.registrationDate ?? "") || a.certificateNumber.localeCompare(b.certificateNumber))
        .slice(0, EPC_MAX_ROWS);
      const certificates = await getCertificates(newest.map((summary) => summary.certificateNumber));
      return { rows: newest.map((summary, i) => toLiveEpcRow(summary, certificates[i] ?? null, asOf)), total };
    },
  };
}
