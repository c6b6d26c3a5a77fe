import type { AddressParts, FormattedAddress } from "./demo-types";
import { formatPlaceName } from "./format-place-name";

// A Price Paid PAON that starts with a digit is a house number ("27", "46A", "7 - 9") and
// shares a line with the street; any other PAON is a building name on its own line.
function isHouseNumber(paon: string): boolean {
  return /^\d/.test(paon);
}

/** One Price Paid field as it should be displayed: "46A", "Bradwell Road", null when blank. */
export function tidy(value: string | null): string | null {
  const text = (value ?? "").trim().replace(/\s*-\s*/g, "-").replace(/\s+/g, " ");
  return text.length > 0 ? formatPlaceName(text) : null;
}

function buildStreetParts(parts: AddressParts): string[] {
  const saon = tidy(parts.saon);
  const paon = tidy(parts.paon);
  const street = tidy(parts.street);
  const lines: string[] = [];
  if (paon && isHouseNumber(paon)) {
    if (saon) lines.push(saon);
    lines.push(street ? `${paon} ${street}` : paon);
    return lines;
  }
  // "31" + "Adderstone Court" reads as "31 Adderstone Court", as Royal Mail prints it.
  if (saon && paon && /^\d+[A-Z]?$/.test(saon)) lines.push(`${saon} ${paon}`);
  else {
    if (saon) lines.push(saon);
    if (paon) lines.push(paon);
  }
  if (street) lines.push(street);
  return lines;
}

export function formatAddress(parts: AddressParts): FormattedAddress {
  const streetParts = buildStreetParts(parts);
  const town = tidy(parts.town);
  const localityText = tidy(parts.locality);
  const locality = localityText && localityText !== town ? localityText : null;
  const shortLine = [...streetParts, locality, town].filter((part): part is string => !!part).join(", ");
  return {
    singleLine: [shortLine, parts.postcode].filter((part) => part.length > 0).join(", "),
    shortLine,
    streetLine: streetParts.join(", "),
    streetParts,
    locality,
    town,
    district: tidy(parts.district),
    county: tidy(parts.county),
  };
}
