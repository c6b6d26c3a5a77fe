import "server-only";
import { AppError, notFound } from "@/lib/errors/app-error";
import { fetchProviderJson } from "@/lib/providers/http/fetch-provider";
import type { FieldGroup } from "@/lib/property-data/schemas";
import { toVendorProperty } from "./to-vendor-property";
import type { VendorLookupKind, VendorProperty } from "./types";
import { vendorAutocompleteSchema, vendorObjectSchema, vendorPropertySchema } from "./vendor-schemas";

export type LivePropertyDataOptions = { name: string; baseUrl: string; apiKey: string; timeoutMs: number };
export type LookupRequest = { fields: readonly FieldGroup[]; forceResidential: boolean; autocompleteSession?: string | null };

// The vendor's own groups: its "plus" group holds the address line we read, so it is
// always asked for with "property"; our premium figures are in its property group too.
const vendorFields = (fields: readonly FieldGroup[]) => ["property", "plus", ...(fields.includes("surroundings") ? ["surroundings"] : [])].join(",");

/**
 * The live property-data vendor (part 1 §7's provider; Chimnie by default): its residential
 * lookups, autocomplete, metadata and response schema, over fetchProvider (a timeout on
 * every call, vendor failures → 502/503). The key goes as the `api_key` query parameter
 * the vendor documents; messages never carry the URL.
 */
export function createLivePropertyData(options: LivePropertyDataOptions) {
  const service = `the property-data provider (${options.name})`;
  const base = options.baseUrl.replace(/\/+$/, "");
  const unreadable = () => new AppError("provider_error", `The property-data provider (${options.name}) sent an answer we could not read. Try again later.`);

  async function call(path: string, params: Record<string, string | null | undefined> = {}): Promise<{ status: number; json: unknown }> {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined) url.searchParams.set(name, value);
    url.searchParams.set("api_key", options.apiKey);
    return fetchProviderJson({ service, url: url.toString(), headers: { accept: "application/json" }, timeoutMs: options.timeoutMs, passStatuses: [404] });
  }

  async function readObject(path: string): Promise<Record<string, unknown>> {
    const { status, json } = await call(path);
    if (status === 404) throw new AppError("provider_error", `The property-data provider (${options.name}) has no ${path} (status 404): check PROPERTY_DATA_BASE_URL.`);
    const parsed = vendorObjectSchema.safeParse(json);
    if (!parsed.success) throw unreadable();
    return parsed.data;
  }

  return {
    name: options.name,
    metadata: () => readObject("/info/metadata"),
    schema: () => readObject("/info/residential-property-response-schema.json"),

    /** One property by UPRN, UDPRN or address; null when the vendor holds none (its 404). */
    async lookup(kind: VendorLookupKind, value: string, request: LookupRequest, asOf = new Date()): Promise<VendorProperty | null> {
      const { status, json } = await call(`/residential/${kind}/${encodeURIComponent(value)}`, {
        fields: vendorFields(request.fields),
        force_residential: String(request.forceResidential),
        autocomplete_session: kind === "address" ? request.autocompleteSession : null,
      });
      if (status === 404) return null;
      const parsed = vendorPropertySchema.safeParse(json);
      if (!parsed.success) throw unreadable();
      return toVendorProperty(parsed.data, { source: options.name, asOf, uprn: kind === "uprn" ? value : null });
    },

    async autocomplete(text: string, { maxResults, session }: { maxResults: number; session: string | null }) {
      const { status, json } = await call(`/residential/autocomplete/${encodeURIComponent(text)}`, { max_results: String(maxResults), session });
      if (status === 404) throw notFound(`The property-data provider (${options.name}) suggests no address for "${text}".`);
      const parsed = vendorAutocompleteSchema.safeParse(json);
      if (!parsed.success) throw unreadable();
      return { addresses: parsed.data.addresses.slice(0, maxResults), session: parsed.data.session ?? session };
    },
  };
}
export type LivePropertyData = ReturnType<typeof createLivePropertyData>;
