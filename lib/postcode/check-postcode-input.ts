// Plain functions, shared by the forms (no zod in the page bundle) and by the handlers'
// zod schema (schemas.ts).
import { parsePostcodeQuery } from "./parse-postcode-query";

export const POSTCODE_MESSAGE = "Enter a UK postcode: a full postcode (NE3 3LJ), an outward code (NE3) or an outward code and one digit (NE3 3).";

/** A search's postcode (spec §5): a full postcode, an outward code or a sector; the message when it is none. */
export function checkPostcodeInput(value: string): string | null {
  return value.trim().length <= 16 && parsePostcodeQuery(value) !== null ? null : POSTCODE_MESSAGE;
}
