import type { AreaContext } from "@/lib/area/schemas";
import type { ValuationResponse } from "@/lib/valuation/schemas";
import type { FieldGroup, LookupOptions } from "./schemas";

// One provider of part 1 §7's calls: `local` composes ours; a live vendor's answers are
// reshaped into the same record (lib/providers/property-data), so callers see one shape.

/** A dataset row's own provenance: importers write a source id and the period it covers. */
export type Provenance = { source: string; period: string };

/** Where a figure came from; demo rows are labelled, never passed off as real. */
export type Sourced<T> = T & { source: string; period: string; demo: boolean };

/**
 * What a provider holds about the home itself: from our tables (read-local-facts) or from
 * the live vendor (its answer reshaped). Each part keeps its own provenance.
 */
export type PropertyFacts = {
  uprn: string;
  address: (Provenance & { singleLine: string; postcode: string | null; latitude: number | null; longitude: number | null; locationApproximate: boolean }) | null;
  /** The home's latest recorded sale; a vendor's sale has no Price Paid type code (""). */
  lastSale: (Provenance & { price: number; date: Date; propertyType: string; tenure: string; newBuild: boolean | null }) | null;
  /** The energy certificate's facts (ours: the EPC register; a vendor's: its energy and attribute fields). */
  epc:
    | (Provenance & {
        propertyType: string | null;
        builtForm: string | null;
        constructionAgeBand: string | null;
        totalFloorArea: number | null;
        numberHabitableRooms: number | null;
        currentEnergyRating: string | null;
        potentialEnergyRating: string | null;
        mainheatDescription: string | null;
        hotWaterDescription: string | null;
        lodgementDate: Date | null;
      })
    | null;
  /** Bedrooms and bathrooms: ours from the home's latest listing; a vendor's have no listing date. */
  listing: (Provenance & { bedrooms: number | null; bathrooms: number | null; listingDate: Date | null }) | null;
  /** The tallest building recorded at the UPRN. */
  building: (Provenance & { heightMetres: number | null; footprintSqm: number | null }) | null;
};

/** A planning layer's answer at the home (or its postcode), with the layer's provenance. */
export type PlanningAnswer = { inside: boolean | null; names: string[]; note: string | null; provenance: Provenance | null };

export type SurroundingFacts = {
  /** GET /api/area/context's figures for the home's postcode; null with a reason when the area is unknown. */
  area: AreaContext | null;
  areaNote: string | null;
  /** Where the planning layers were checked: the home's own point, or its postcode's centre. */
  checkedAt: "home" | "postcode";
  conservation: PlanningAnswer;
  aonb: PlanningAnswer;
  listed: { buildings: { name: string; grade: string; distanceMetres: number }[] | null; note: string | null; provenance: Provenance | null };
  postcodeProvenance: Provenance | null;
};

/** The valuation of the home, or why there is none. */
export type ValuationOutcome = { valuation: ValuationResponse; note: null } | { valuation: null; note: string };

/** One property in the provider's enhanced_json shape: the groups asked for, nulls with reasons. */
export type PropertyRecord = {
  uprn: string;
  udprn: string | null;
  address: Sourced<{ singleLine: string; postcode: string | null; latitude: number | null; longitude: number | null; locationApproximate: boolean }> | null;
  residential: boolean | null;
  match?: { query: string; confidence: string; score: number | null; autocompleteSession: string | null };
  property?: Record<string, unknown>;
  premium?: Record<string, unknown>;
  surroundings?: Record<string, unknown> | null;
  /** Why a figure is null or absent: "<field>: <reason>". */
  notes: string[];
};

export type BatchItem = { input: string; status: number; result: PropertyRecord | null; error: string | null };

export type ProviderInfo = {
  provider: string;
  kind: "local" | "live";
  description: string;
  groups: readonly FieldGroup[];
  maxBatchItems: number;
  udprn: boolean;
  formats: readonly string[];
  /** A live vendor's own metadata (its version), as it sent it. */
  vendor?: unknown;
};

/** Autocomplete suggestions; a vendor that answers address text only gives no UPRN (null). */
export type AutocompleteAnswer = { suggestions: { uprn: string | null; address: string }[]; session: string | null };

export interface PropertyDataProvider {
  readonly name: string;
  info(): Promise<ProviderInfo>;
  schema(): Promise<Record<string, unknown>>;
  lookupUprn(uprn: string, options: LookupOptions): Promise<PropertyRecord>;
  lookupUdprn(udprn: string, options: LookupOptions): Promise<PropertyRecord>;
  lookupAddress(address: string, options: LookupOptions): Promise<PropertyRecord>;
  autocomplete(text: string, options: { maxResults: number; session: string | null }): Promise<AutocompleteAnswer>;
}
