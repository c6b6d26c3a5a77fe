import { checkPostcodeInput } from "@/lib/postcode/check-postcode-input";
import { normalisePostcodeInput } from "@/lib/postcode/parse-postcode-query";
import { checkAddressInput } from "@/lib/property/check-property-input";
import type { AreaRequest } from "./area-search-form";

/**
 * The area analysis a page URL asks for: ?postcode=NE3 3LJ or ?address=27 Bradwell Road…,
 * or null for none. A value the form would not accept is ignored (no analysis, the
 * features explainer), never a failed one.
 */
export function readAreaUrl(query: URLSearchParams): AreaRequest | null {
  const postcode = query.get("postcode") ?? "";
  if (postcode.trim() && checkPostcodeInput(postcode) === null) return { mode: "postcode", postcode: normalisePostcodeInput(postcode) };
  const address = query.get("address")?.trim() ?? "";
  if (checkAddressInput(address) === null) return { mode: "address", address };
  return null;
}

export function writeAreaUrl(request: AreaRequest | null): Record<string, string> {
  if (request === null) return {};
  return request.mode === "postcode" ? { postcode: request.postcode } : { address: request.address };
}
