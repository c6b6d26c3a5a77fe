/** "ne11ad" / "NE1  1AD" → "NE1 1AD"; null when it cannot be a UK postcode. */
export function normalisePostcode(raw: string | null | undefined): string | null {
  const compact = (raw ?? "").toUpperCase().replace(/\s+/g, "");
  if (compact.length < 5 || compact.length > 7) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** "NE1 1AD" → "NE1". */
export function getOutcode(postcode: string): string {
  return postcode.split(" ")[0] ?? postcode;
}

/** "NE1 1AD" → "NE"; "M14 5XX" → "M". */
export function getPostcodeArea(postcode: string): string {
  return /^[A-Z]+/.exec(postcode)?.[0] ?? "";
}
