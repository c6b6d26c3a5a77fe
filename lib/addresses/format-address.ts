import { buildAddressFromParts } from "./build-address-from-parts";
import { listAddressLines } from "./join-address-parts";
import { toTitleCase } from "./title-case";
import type { AddressFields, AddressParts } from "./types";

/** Any fields (raw or normalised) → "Flat 2, 12A High Street, Gosforth, Newcastle, NE3 1AA". */
export function formatAddressFromParts(fields: AddressFields): string {
  return formatNormalisedParts(buildAddressFromParts(fields));
}

/** Display line for parts that are already normalised (skips re-normalising). */
export function formatNormalisedParts(parts: AddressParts): string {
  const lines = listAddressLines(parts).map(toTitleCase);
  const postcode = parts.postcode ?? parts.outcode;
  return (postcode ? [...lines, postcode] : lines).join(", ");
}
