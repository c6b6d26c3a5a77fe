// Search input rules as plain functions, shared by the forms (no zod in the page bundle)
// and by the zod schemas of the handlers (schemas.ts).
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";

// Spec §9: radius options in miles; default 1.
export const RADIUS_OPTIONS = ["0.5", "1", "2", "5", "10"] as const;
export const DEFAULT_RADIUS = "1";

export const POSTCODE_MESSAGE = "Enter a UK postcode: a full postcode (NE3 3LJ), an outward code (NE3) or an outward code and one digit (NE3 3).";
export const UPRN_MESSAGE = "UPRN should be a numeric value (1-12 digits)";
export const ADDRESS_MESSAGE = "Enter at least 3 characters of the address.";

/** Spec §5: upper-cased and trimmed, inner spaces folded. */
export function normalisePostcodeInput(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, " ");
}

export function checkPostcodeInput(value: string): string | null {
  return value.trim().length <= 16 && parsePostcodeQuery(value) !== null ? null : POSTCODE_MESSAGE;
}

export function checkUprnInput(value: string): string | null {
  return /^\d{1,12}$/.test(value.trim()) ? null : UPRN_MESSAGE;
}

export function checkAddressInput(value: string): string | null {
  const length = value.trim().length;
  if (length < 3) return ADDRESS_MESSAGE;
  return length > 200 ? "Address is too long (at most 200 characters)." : null;
}
