import type { FieldGroup, LookupOptions } from "./schemas";

// One provider of part 1 §7's calls: `local` composes ours; a live vendor would forward.
/** Where a figure came from; demo rows are labelled, never passed off as real. */
export type Sourced<T> = T & { source: string; period: string; demo: boolean };

/** One property in the provider's enhanced_json shape: the groups asked for, nulls with reasons. */
export type PropertyRecord = {
  uprn: string;
  udprn: null;
  address: Sourced<{ singleLine: string; postcode: string | null; latitude: number | null; longitude: number | null; locationApproximate: boolean }> | null;
  residential: boolean | null;
  match?: { query: string; confidence: string; score: number; autocompleteSession: string | null };
  property?: Record<string, unknown>;
  premium?: Record<string, unknown>;
  surroundings?: Record<string, unknown>;
  /** Why a figure is null or absent: "<field>: <reason>". */
  notes: string[];
};

export type BatchItem = { input: string; status: number; result: PropertyRecord | null; error: string | null };

export type ProviderInfo = { provider: string; kind: "local" | "live"; description: string; groups: readonly FieldGroup[]; maxBatchItems: number; udprn: boolean; formats: readonly string[] };

export interface PropertyDataProvider {
  readonly name: string;
  info(): ProviderInfo;
  lookupUprn(uprn: string, options: LookupOptions): Promise<PropertyRecord>;
  lookupUdprn(udprn: string, options: LookupOptions): Promise<PropertyRecord>;
  lookupAddress(address: string, options: LookupOptions): Promise<PropertyRecord>;
  autocomplete(text: string, options: { maxResults: number; session: string | null }): Promise<{ suggestions: { uprn: string; address: string }[]; session: string | null }>;
}
