import { buildAddressFromParts } from "./build-address-from-parts";
import { parseAddressReadings } from "./parse-address";
import { prepareAddress, type PreparedAddress } from "./prepare-address";
import type { AddressFields } from "./types";

/** Free text or structured fields → every reading worth scoring, most likely first. */
export function prepareQuery(input: string | AddressFields): PreparedAddress[] {
  const readings = typeof input === "string" ? parseAddressReadings(input) : [buildAddressFromParts(input)];
  return readings.map(prepareAddress);
}

/** False when nothing usable was found: no number, words or postcode. */
export function isUsableQuery(query: PreparedAddress | undefined): query is PreparedAddress {
  if (!query) return false;
  const { parts } = query;
  return Boolean(
    query.saonKey || query.houseNumber || query.name.length || query.street.length || query.area.length || parts.outcode,
  );
}
