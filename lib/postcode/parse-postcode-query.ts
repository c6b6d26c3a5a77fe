import { isValidOutcode, normalisePostcode } from "@/lib/addresses/postcode";

export type PostcodeQuery =
  | { kind: "postcode"; value: string } // "NE3 3LJ"
  | { kind: "sector"; value: string } // "NE3 3"
  | { kind: "outcode"; value: string }; // "NE3"

const SECTOR_RE = /^([A-Z]{1,2}[0-9][A-Z0-9]?) ([0-9])$/;

/**
 * Spec §5: a full postcode, an outward code, or an outward code plus one digit (a
 * sector). Upper-cased and trimmed. "NE31" is the outward code NE31, not NE3 sector 1:
 * a sector needs its space.
 */
export function parsePostcodeQuery(raw: string): PostcodeQuery | null {
  const text = raw.trim().toUpperCase().replace(/\s+/g, " ");
  if (!text) return null;
  const full = normalisePostcode(text);
  if (full) return { kind: "postcode", value: full };
  if (isValidOutcode(text)) return { kind: "outcode", value: text };
  const sector = SECTOR_RE.exec(text);
  if (sector?.[1] && isValidOutcode(sector[1])) return { kind: "sector", value: text };
  return null;
}
