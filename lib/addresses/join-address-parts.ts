import { isHouseNumberToken } from "./house-number";
import type { AddressParts } from "./types";

/** Normalised parts → one upper-case line in postal order, for storage and comparison. */
export function joinAddressParts(parts: AddressParts): string {
  const postcode = parts.postcode ?? parts.outcode;
  return [...listAddressLines(parts), ...(postcode ? [postcode] : [])].join(", ");
}

/** The address lines in postal order, without the postcode. */
export function listAddressLines(parts: AddressParts): string[] {
  return [parts.saon, ...joinNumberAndStreet(parts.paon, parts.street), parts.locality, parts.town].filter(
    (piece): piece is string => Boolean(piece),
  );
}

// "12A" + "HIGH STREET" share a line ("12A HIGH STREET"); a name gets its own
// ("ROSE COTTAGE, MILL LANE"); "ROSE COURT, 12" splits into both.
function joinNumberAndStreet(paon: string | undefined, street: string | undefined): string[] {
  const pieces = paon ? paon.split(", ") : [];
  const last = pieces.at(-1);
  if (street && last !== undefined && isHouseNumberToken(last)) return [...pieces.slice(0, -1), `${last} ${street}`];
  return street ? [...pieces, street] : pieces;
}
