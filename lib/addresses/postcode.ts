// UK postcode handling. The strict pattern follows the Royal Mail format rules so
// that words like "ST4" in free text are not mistaken for postcodes unless valid.

const OUTWARD = "(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])";
const INWARD = "[0-9][ABD-HJLNP-UW-Z]{2}";
const POSTCODE_RE = new RegExp(`^(?:${OUTWARD} ${INWARD}|GIR 0AA)$`);
const OUTCODE_RE = new RegExp(`^${OUTWARD}$`);
const NON_ALPHANUMERIC_RE = /[^A-Z0-9]/g;
// Loose on purpose (any spacing, any letters); candidates are validated strictly after.
const EMBEDDED_POSTCODE_RE = /(?<![A-Z0-9])([A-Z]{1,2}[0-9][A-Z0-9]?)\s*([0-9][A-Z]{2})(?![A-Z0-9])/g;

export interface LocatedPostcode {
  postcode: string;
  index: number;
  length: number;
}

/** "ne31aa", " NE3  1AA " → "NE3 1AA"; null when not a valid UK postcode. */
export function normalisePostcode(raw: string): string | null {
  const compact = raw.toUpperCase().replace(NON_ALPHANUMERIC_RE, "");
  if (compact.length < 5 || compact.length > 7) return null;
  const spaced = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return POSTCODE_RE.test(spaced) ? spaced : null;
}

export function isValidPostcode(raw: string): boolean {
  return normalisePostcode(raw) !== null;
}

export function isValidOutcode(raw: string): boolean {
  return OUTCODE_RE.test(raw.trim().toUpperCase());
}

/** Outward code of a full postcode ("NE3 1AA" → "NE3") or of a bare outcode; null otherwise. */
export function getOutcode(raw: string): string | null {
  const postcode = normalisePostcode(raw);
  if (postcode) return postcode.slice(0, postcode.indexOf(" "));
  const trimmed = raw.trim().toUpperCase();
  return OUTCODE_RE.test(trimmed) ? trimmed : null;
}

/** Postcode sector ("NE3 1AA" → "NE3 1"); null when not a valid postcode. */
export function getPostcodeSector(raw: string): string | null {
  const postcode = normalisePostcode(raw);
  return postcode ? postcode.slice(0, -2) : null;
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
