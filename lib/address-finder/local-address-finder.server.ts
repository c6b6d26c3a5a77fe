import "server-only";
import { findAddressRowsContainingWords } from "@/lib/addresses/sources.server";
import { extractPostcode } from "@/lib/postcode/extract-postcode";
import type { Db } from "@/lib/db/client";
import { addressRowSelect, toAddressDetails, toSuggestion, type AddressRow } from "./format-address-row";
import { rankSuggestions } from "./rank-suggestions";
import type { AddressFinderProvider } from "./types";

const MAX_CANDIDATES = 300;
// "NE3", "NE3 3", "NE3 3L": the start of a postcode, suggested in postcode order.
const PARTIAL_POSTCODE_RE = /^[A-Z]{1,2}[0-9][A-Z0-9]?(?: ?[0-9][A-Z]?)?$/;

function byPostcodeThenNumber(a: AddressRow, b: AddressRow): number {
  const compare = (x: string | null, y: string | null) => (x ?? "").localeCompare(y ?? "", "en-GB", { numeric: true, sensitivity: "base" });
  return compare(a.postcode, b.postcode) || compare(a.street, b.street) || compare(a.paon, b.paon) || compare(a.saon, b.saon);
}

/**
 * Suggestions from our own Address register (UPRNs). A full postcode in the text blocks on
 * that postcode; the start of one lists its addresses; otherwise its words find streets
 * and building names containing them. Candidates are ranked by the address matcher.
 */
export function createLocalAddressFinder(db: Db): AddressFinderProvider {
  return {
    name: "local",
    async suggest({ input, limit }) {
      const text = input.trim().replace(/\s+/g, " ");
      const upper = text.toUpperCase();
      const postcode = extractPostcode(text);
      if (postcode) {
        const rows = await db.address.findMany({ where: { postcode }, select: addressRowSelect, take: MAX_CANDIDATES });
        const rest = upper.replace(/[A-Z]{1,2}[0-9][A-Z0-9]?\s*[0-9][A-Z]{2}/, "").replace(/[^A-Z0-9]/g, "");
        const ranked = rest ? rankSuggestions(text, rows, limit) : rows.sort(byPostcodeThenNumber).slice(0, limit);
        return ranked.map(toSuggestion);
      }
      if (PARTIAL_POSTCODE_RE.test(upper)) {
        const rows = await db.address.findMany({ where: { postcode: { startsWith: upper } }, select: addressRowSelect, take: MAX_CANDIDATES });
        if (rows.length) return rows.sort(byPostcodeThenNumber).slice(0, limit).map(toSuggestion);
      }
      // Registers spell streets in capitals (Price Paid, AddressBase) or title case (our demo):
      // matched ignoring case, through the trigram index (decision 113).
      const rows = await findAddressRowsContainingWords(db, upper.match(/[A-Z]{3,}/g) ?? [], MAX_CANDIDATES);
      return rankSuggestions(text, rows, limit).map(toSuggestion);
    },
    async getDetails({ placeId }) {
      if (!/^\d{1,12}$/.test(placeId)) return null;
      const row = await db.address.findUnique({ where: { uprn: placeId }, select: addressRowSelect });
      return row ? toAddressDetails(row) : null;
    },
  };
}
