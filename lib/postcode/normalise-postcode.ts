// UK postcode handling. The strict pattern follows the Royal Mail format rules so
// that words like "ST4" in free text are not mistaken for postcodes unless valid.

const OUTWARD = "(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])";
const INWARD = "[0-9][ABD-HJLNP-UW-Z]{2}";
const POSTCODE_RE = new RegExp(`^(?:${OUTWARD} ${INWARD}|GIR 0AA)$`);
const OUTCODE_RE = new RegExp(`^${OUTWARD}$`);
const NON_ALPHANUMERIC_RE = /[^A-Z0-9]/g;

/** "ne31aa", " NE3  1AA " → "NE3 1AA"; null when not a valid UK postcode. */
export function normalisePostcode(raw: string): string | null {
  // Already in the form it would be made into (as Price Paid publishes every postcode):
  // one test instead of a copy in upper case, a replace and a test.
  if (POSTCODE_RE.test(raw)) return raw;
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

/** Postcode area, the leading letters ("NE3 1AA" → "NE", "M14 5XX" → "M"); null when not a valid postcode or outcode. */
export function getPostcodeArea(raw: string): string | null {
  const outcode = getOutcode(raw);
  return outcode ? (/^[A-Z]+/.exec(outcode)?.[0] ?? null) : null;
}

export type PostcodeParts = { postcode: string; outcode: string; sector: string };

/**
 * "ne11ad", "NE1  1AD" (Code-Point pads to seven characters) → "NE1 1AD" with its
 * outcode ("NE1") and sector ("NE1 1"); null when it is not a postcode.
 */
export function splitPostcode(raw: string): PostcodeParts | null {
  const postcode = normalisePostcode(raw);
  if (!postcode) return null;
  return { postcode, outcode: postcode.slice(0, postcode.indexOf(" ")), sector: postcode.slice(0, -2) };
}
