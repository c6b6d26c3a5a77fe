import { normalisePostcode } from "@/lib/addresses/postcode";

export type ParsedPostcode = { postcode: string; outcode: string; sector: string };

/**
 * "ne11ad", "NE1  1AD" (Code-Point pads to seven characters) → "NE1 1AD" with its
 * outcode ("NE1") and sector ("NE1 1"), by the app's one postcode rule; null when it
 * is not a postcode.
 */
export function parsePostcode(raw: string): ParsedPostcode | null {
  const postcode = normalisePostcode(raw);
  if (!postcode) return null;
  const outcode = postcode.slice(0, postcode.indexOf(" "));
  return { postcode, outcode, sector: postcode.slice(0, -2) };
}
