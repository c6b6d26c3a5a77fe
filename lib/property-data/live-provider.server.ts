import "server-only";
import { notFound } from "@/lib/errors/app-error";
import type { LivePropertyData } from "@/lib/providers/property-data/live-property-data.server";
import type { VendorLookupKind, VendorProperty } from "@/lib/providers/property-data/types";
import { describePropertyGroup, labelSourced, startRecord } from "./compose-record";
import { describeSchema } from "./describe-schema";
import { FIELD_GROUPS, FORMATS, MAX_BATCH_ITEMS, type LookupOptions } from "./schemas";
import type { PropertyDataProvider, PropertyRecord } from "./types";

const LABELS: Record<VendorLookupKind, string> = { uprn: "UPRN", udprn: "UDPRN", address: "address" };

function composeLiveRecord(name: string, found: VendorProperty, options: LookupOptions, udprn: string | null): PropertyRecord {
  const notes: string[] = [];
  const record = startRecord(found.facts, found.residential, notes, udprn);
  if (options.fields.includes("property")) record.property = describePropertyGroup(found.facts, notes);
  if (options.fields.includes("premium")) {
    if (!found.valuation) notes.push(`premium.valuation: ${name} gave no valuation for this property.`);
    if (!found.ownership) notes.push(`premium.ownership: ${name} gave no ownership facts for this property.`);
    else notes.push(`premium.ownership.titleNumbers: ${name} does not name title numbers; the title register (/api/local/…) does where it holds the title.`);
    const ownership = found.ownership;
    record.premium = {
      valuation: found.valuation && { ...labelSourced(found.valuation), rent: null },
      ownership: ownership && {
        titleNumbers: [],
        tenures: ownership.tenure ? [ownership.tenure] : [],
        companyOwned: ownership.companyOwned,
        overseasOwned: ownership.overseasOwned,
        occupancyStatus: ownership.occupancyStatus,
        source: ownership.source,
        period: ownership.period,
        demo: false,
      },
    };
  }
  if (options.fields.includes("surroundings")) {
    if (!found.surroundings) notes.push(`surroundings: ${name} gave no surroundings for this property.`);
    // The vendor's own groups (flood, crime, …) as it sent them: we hold nothing to reshape them into.
    record.surroundings = found.surroundings && { ...found.surroundings, source: name, period: found.facts.address?.period ?? null, demo: false };
  }
  return record;
}

/** Part 1 §7's provider calls forwarded to the live vendor, its answers in our record's shape. */
export function createLiveProvider(live: LivePropertyData): PropertyDataProvider {
  const { name } = live;
  async function lookup(kind: VendorLookupKind, value: string, options: LookupOptions): Promise<PropertyRecord> {
    const found = await live.lookup(kind, value, { fields: options.fields, forceResidential: options.force_residential, autocompleteSession: options.autocomplete_session ?? null });
    if (!found) throw notFound(`The property-data provider (${name}) holds no property for ${LABELS[kind]} ${kind === "address" ? `"${value}"` : value}.`);
    if (options.force_residential && found.residential === false) {
      throw notFound(`${LABELS[kind]} ${value} is not residential at ${name}: pass force_residential=false to include non-residential properties.`);
    }
    const record = composeLiveRecord(name, found, options, kind === "udprn" ? value : null);
    if (kind !== "address") return record;
    return { ...record, match: { query: value, confidence: found.exactMatch === null ? "unknown" : found.exactMatch ? "exact" : "inexact", score: null, autocompleteSession: options.autocomplete_session ?? null } };
  }
  return {
    name,
    info: async () => ({
      provider: name,
      kind: "live",
      description: `Forwarded to the live property-data provider (${name}) and reshaped into this API's record; its figures are sourced "${name}" with the day it answered.`,
      groups: FIELD_GROUPS,
      maxBatchItems: MAX_BATCH_ITEMS,
      udprn: true,
      formats: FORMATS,
      vendor: await live.metadata(),
    }),
    schema: async () => ({ ...describeSchema(name), vendorSchema: await live.schema() }),
    lookupUprn: (uprn, options) => lookup("uprn", uprn, options),
    lookupUdprn: (udprn, options) => lookup("udprn", udprn, options),
    lookupAddress: (address, options) => lookup("address", address, options),
    async autocomplete(text, options) {
      const { addresses, session } = await live.autocomplete(text, options);
      return { suggestions: addresses.map((address) => ({ uprn: null, address })), session };
    },
  };
}
