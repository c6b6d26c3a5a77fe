import { normalisePostcode } from "./normalise-postcode";

// Loose on purpose (any spacing, any letters); candidates are validated strictly after.
const EMBEDDED_POSTCODE_RE = /(?<![A-Z0-9])([A-Z]{1,2}[0-9][A-Z0-9]?)\s*([0-9][A-Z]{2})(?![A-Z0-9])/g;

export interface LocatedPostcode {
  postcode: string;
  index: number;
  length: number;
}

/** Last valid postcode inside free text, with its position so callers can cut it out. */
export function locatePostcode(text: string): LocatedPostcode | null {
  const upper = text.toUpperCase();
  let found: LocatedPostcode | null = null;
  for (const match of upper.matchAll(EMBEDDED_POSTCODE_RE)) {
    const postcode = normalisePostcode(`${match[1] ?? ""}${match[2] ?? ""}`);
    if (postcode) found = { postcode, index: match.index, length: match[0].length };
  }
  return found;
}

/** "27 Bradwell Rd, Newcastle ne33lj" → "NE3 3LJ"; null when none is present. */
export function extractPostcode(text: string): string | null {
  return locatePostcode(text)?.postcode ?? null;
}
