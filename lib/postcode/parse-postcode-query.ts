import { isValidOutcode, normalisePostcode } from "./normalise-postcode";

export type PostcodeQuery =
  | { kind: "postcode"; value: string } // "NE3 3LJ"
  | { kind: "sector"; value: string } // "NE3 3"
  | { kind: "outcode"; value: string }; // "NE3"

const SECTOR_RE = /^([A-Z]{1,2}[0-9][A-Z0-9]?) ([0-9])$/;

/** Spec §5: upper-cased and trimmed, inner spaces folded ("  ne3   3 " → "NE3 3"). */
export function normalisePostcodeInput(raw: string): string {
  return raw.trim().toUpperCase().replace(/\s+/g, " ");
}

/**
 * Spec §5: a full postcode, an outward code, or an outward code plus one digit (a
 * sector). Upper-cased and trimmed. "NE31" is the outward code NE31, not NE3 sector 1:
 * a sector needs its space.
 */
export function parsePostcodeQuery(raw: string): PostcodeQuery | null {
  const text = normalisePostcodeInput(raw);
  if (!text) return null;
  const full = normalisePostcode(text);
  if (full) return { kind: "postcode", value: full };
  if (isValidOutcode(text)) return { kind: "outcode", value: text };
  const sector = SECTOR_RE.exec(text);
  if (sector?.[1] && isValidOutcode(sector[1])) return { kind: "sector", value: text };
  return null;
}

/** The outward code a query lies in: "NE3 3LJ", "NE3 3" and "NE3" → "NE3". */
export function getQueryOutcode(query: PostcodeQuery): string {
  return query.kind === "outcode" ? query.value : query.value.slice(0, query.value.indexOf(" "));
}

/** The sector a query lies in ("NE3 3LJ" and "NE3 3" → "NE3 3"); null for a whole outward code. */
export function getQuerySector(query: PostcodeQuery): string | null {
  if (query.kind === "outcode") return null;
  return query.kind === "sector" ? query.value : query.value.slice(0, -2);
}
