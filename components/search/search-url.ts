import { checkPostcodeInput } from "@/lib/postcode/check-postcode-input";
import { normalisePostcodeInput } from "@/lib/postcode/parse-postcode-query";
import { checkAddressInput, checkUprnInput } from "@/lib/property/check-property-input";
import type { SearchParams } from "@/lib/search/api";
import { DEFAULT_RADIUS, RADIUS_OPTIONS } from "@/lib/search/search-input";

/**
 * The search a page URL asks for, in the API's own words (searchType, postcode, radius, uprn,
 * address), or null for none. searchType defaults to postcode, so the spec's
 * /residential/search?postcode=NE3 3LJ (the Recent Searches links) runs a 1-mile search.
 * A value the form would not accept is ignored: a bad radius falls back to 1 mile; a bad
 * postcode, UPRN or address means no search rather than a failed one.
 */
export function readSearchUrl(query: URLSearchParams): SearchParams | null {
  const type = query.get("searchType") ?? "postcode";
  if (type === "uprn") {
    const uprn = query.get("uprn")?.trim() ?? "";
    return uprn && checkUprnInput(uprn) === null ? { searchType: "uprn", uprn } : null;
  }
  if (type === "address") {
    const address = query.get("address")?.trim() ?? "";
    return checkAddressInput(address) === null ? { searchType: "address", address } : null;
  }
  const postcode = query.get("postcode") ?? "";
  if (!postcode.trim() || checkPostcodeInput(postcode) !== null) return null;
  const radius = RADIUS_OPTIONS.find((r) => r === query.get("radius")) ?? DEFAULT_RADIUS;
  return { searchType: "postcode", postcode: normalisePostcodeInput(postcode), radius };
}

/** The query string of a search: a postcode search keeps the spec's short ?postcode=…&radius=… form. */
export function writeSearchUrl(params: SearchParams | null): Record<string, string> {
  if (params === null) return {};
  if (params.searchType === "postcode") return { postcode: params.postcode, radius: params.radius };
  if (params.searchType === "uprn") return { searchType: "uprn", uprn: params.uprn };
  return { searchType: "address", address: params.address };
}
