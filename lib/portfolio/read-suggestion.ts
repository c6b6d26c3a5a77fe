import { extractPostcode, type AddressParts } from "@/lib/addresses";

/**
 * A stored suggestion ("Flat 2, 12 Grosvenor Road, London, SW1V 3SA": the matcher's lines
 * in postal order, the town last, then the postcode) as a charged property's fields.
 */
export function readSuggestion(suggested: string): { address: string; city: string | undefined; postcode: string | null; fullAddress: string } {
  const pieces = suggested.split(",").map((piece) => piece.trim()).filter(Boolean);
  const postcode = pieces.length > 0 ? extractPostcode(pieces.at(-1) as string) : null;
  if (postcode) pieces.pop();
  // No town in the suggestion: the row keeps its own city (undefined leaves a column as it is).
  const city = pieces.length > 1 ? (pieces.pop() as string) : undefined;
  return { address: pieces.join(", "), city, postcode, fullAddress: suggested };
}

const numbersIn = (text: string) => text.toUpperCase().match(/\d+[A-Z]?\b/g) ?? [];

/** True when the matched address carries a house or flat number the input never gave: a guess, never applied. */
export function inventsHouseNumber(input: string, matched: AddressParts): boolean {
  const given = new Set(numbersIn(input));
  return numbersIn(`${matched.saon ?? ""} ${matched.paon ?? ""}`).some((number) => !given.has(number));
}
