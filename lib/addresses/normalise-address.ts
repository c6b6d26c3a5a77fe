import { expandAbbreviations } from "./expand-abbreviations";
import { joinAddressParts } from "./join-address-parts";
import { parseAddress } from "./parse-address";
import { splitSegments } from "./tokenise-address-text";

/** Free text → canonical upper-case line, e.g. "12 high st ne31aa" → "12 HIGH STREET, NE3 1AA". */
export function normaliseAddress(text: string): string {
  return joinAddressParts(parseAddress(text));
}

/** One structured field ("High St.", "ST JOHN'S RD") → "HIGH STREET", "SAINT JOHNS ROAD". */
export function normaliseAddressField(text: string | null | undefined): string {
  if (!text) return "";
  return splitSegments(text)
    .map((tokens) => expandAbbreviations(tokens).join(" "))
    .join(", ");
}
