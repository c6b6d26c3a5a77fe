import "server-only";
import { createLocalAddressFinder } from "@/lib/address-finder/local-address-finder.server";
import { matchAddressText } from "@/lib/area/match-address-text.server";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { composeLocalRecord } from "./compose-local-record.server";
import { describeSchema } from "./describe-schema";
import { FIELD_GROUPS, FORMATS, MAX_BATCH_ITEMS } from "./schemas";
import type { PropertyDataProvider } from "./types";

export const LOCAL_PROVIDER = "local";
export const UDPRN_NEEDS_PAF_MESSAGE =
  "UDPRN lookups need Royal Mail's Postcode Address File (PAF), which we do not hold, and no live property-data provider is configured. Look the property up by UPRN or address instead.";

/** Part 1 §7's provider calls answered from our own database: address register, EPC, listings, valuation, Price Paid, title register, crime and planning. */
export function createLocalProvider(db: Db): PropertyDataProvider {
  return {
    name: LOCAL_PROVIDER,
    info: async () => ({
      provider: LOCAL_PROVIDER,
      kind: "local",
      description: "Composed from this app's own database. Figures our data cannot answer are null with a reason in notes; demo rows carry demo: true.",
      groups: FIELD_GROUPS,
      maxBatchItems: MAX_BATCH_ITEMS,
      udprn: false,
      formats: FORMATS,
    }),
    schema: async () => describeSchema(LOCAL_PROVIDER),
    lookupUprn: (uprn, options) => composeLocalRecord(db, uprn, options),
    lookupUdprn: async () => {
      throw notFound(UDPRN_NEEDS_PAF_MESSAGE);
    },
    async lookupAddress(address, options) {
      const { match } = await matchAddressText(db, address);
      if (!match.uprn) throw notFound(`No address with a UPRN matched "${address}".`);
      const record = await composeLocalRecord(db, match.uprn, options);
      return { ...record, match: { query: address, confidence: match.confidence, score: match.score, autocompleteSession: options.autocomplete_session ?? null } };
    },
    async autocomplete(text, { maxResults, session }) {
      const suggestions = await createLocalAddressFinder(db).suggest({ input: text, sessionToken: session ?? "", limit: maxResults });
      return { suggestions: suggestions.slice(0, maxResults).map((s) => ({ uprn: s.placeId, address: s.description })), session };
    },
  };
}
