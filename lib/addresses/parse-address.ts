import { expandAbbreviations } from "./expand-abbreviations";
import { extractSubBuilding } from "./extract-sub-building";
import { parseAddressBody, type AddressBody } from "./parse-address-body";
import { locatePostcode } from "@/lib/postcode/extract-postcode";
import { getOutcode, isValidOutcode } from "@/lib/postcode/normalise-postcode";
import { COUNTRY_NAMES } from "./street-vocabulary";
import { FLAT_KEYWORDS } from "./sub-building-vocabulary";
import { splitSegments } from "./tokenise-address-text";
import type { AddressParts } from "./types";

/**
 * Free text → normalised parts, e.g. "flat 2 12a high st, gosforth, newcastle ne3 1aa" →
 * { saon: "FLAT 2", paon: "12A", street: "HIGH STREET", locality: "GOSFORTH",
 *   town: "NEWCASTLE", postcode: "NE3 1AA", outcode: "NE3" }.
 */
export function parseAddress(text: string): AddressParts {
  return parseAddressReadings(text)[0] ?? {};
}

/**
 * Every plausible reading of the text, most likely first. There is more than one only for
 * ambiguous forms such as "2/3 HIGH STREET" (flat 2 of number 3, or number 2 flat 3).
 */
export function parseAddressReadings(text: string): AddressParts[] {
  const upper = text.toUpperCase();
  const located = locatePostcode(upper);
  // The postcode is replaced by a comma because it always ends whatever precedes it.
  const rest = located ? `${upper.slice(0, located.index)},${upper.slice(located.index + located.length)}` : upper;
  const segments = dropCountry(splitSegments(rest).map(expandAbbreviations));
  const outcode = located ? getOutcode(located.postcode) : takeTrailingOutcode(segments);
  const sub = extractSubBuilding(segments);
  const body = parseAddressBody(sub.rest);
  const parts = assembleParts(sub.saon, joinPaon(body.name, body.number), body, located?.postcode, outcode);
  if (!sub.swapped) return [parts];
  const swapped = assembleParts(sub.swapped.saon, joinPaon(body.name, sub.swapped.paon), body, located?.postcode, outcode);
  return [parts, swapped];
}

function assembleParts(
  saon: string | undefined,
  paon: string,
  body: AddressBody,
  postcode: string | undefined,
  outcode: string | null,
): AddressParts {
  const parts: AddressParts = {};
  if (saon) parts.saon = saon;
  if (paon) parts.paon = paon;
  if (body.street.length > 0) parts.street = body.street.join(" ");
  const area = body.area.map((tokens) => tokens.join(" "));
  if (area.length > 1) parts.locality = area.slice(0, -1).join(", ");
  const town = area.at(-1);
  if (town) parts.town = town;
  if (postcode) parts.postcode = postcode;
  if (outcode) parts.outcode = outcode;
  return parts;
}

function joinPaon(name: readonly string[][], number: string | undefined): string {
  const pieces = name.map((tokens) => tokens.join(" "));
  if (number) pieces.push(number);
  return pieces.join(", ");
}

function dropCountry(segments: string[][]): string[][] {
  const last = segments.at(-1);
  if (!last) return segments;
  for (const size of [2, 1]) {
    if (last.length < size || !COUNTRY_NAMES.has(last.slice(-size).join(" "))) continue;
    const kept = last.slice(0, -size);
    return kept.length > 0 ? [...segments.slice(0, -1), kept] : segments.slice(0, -1);
  }
  return segments;
}

// "27 BRADWELL ROAD, NEWCASTLE NE3": a bare outward code at the very end. Mutates the
// last segment so the code is not read as part of the town.
function takeTrailingOutcode(segments: string[][]): string | null {
  const last = segments.at(-1);
  const token = last?.at(-1);
  if (!last || token === undefined || !isValidOutcode(token)) return null;
  if (FLAT_KEYWORDS.has(last.at(-2) ?? "")) return null;
  last.pop();
  if (last.length === 0) segments.pop();
  return token;
}
