import { expandAbbreviations } from "./expand-abbreviations";
import { canonicaliseSaon } from "./extract-sub-building";
import { normaliseAddressField } from "./normalise-address";
import { getOutcode, normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { splitSegments } from "./tokenise-address-text";
import type { AddressFields, AddressParts } from "./types";

/**
 * Structured fields (Price Paid PAON/SAON/Street/Locality/Town/District/Postcode, or a
 * form) → normalised parts. District stands in for a missing town; county is dropped
 * because registers disagree on it and it never distinguishes two addresses.
 */
export function buildAddressFromParts(fields: AddressFields): AddressParts {
  const parts: AddressParts = {};
  const saon = fields.saon ? canonicaliseSaon(splitSegments(fields.saon).map(expandAbbreviations)) : "";
  if (saon) parts.saon = saon;
  assign(parts, "paon", normaliseAddressField(fields.paon));
  assign(parts, "street", normaliseAddressField(fields.street));
  assign(parts, "locality", normaliseAddressField(fields.locality));
  assign(parts, "town", normaliseAddressField(fields.town) || normaliseAddressField(fields.district));
  const postcode = fields.postcode ? normalisePostcode(fields.postcode) : null;
  if (postcode) parts.postcode = postcode;
  const outcode = getOutcode(postcode ?? fields.outcode ?? fields.postcode ?? "");
  if (outcode) parts.outcode = outcode;
  return parts;
}

function assign(parts: AddressParts, key: "paon" | "street" | "locality" | "town", value: string): void {
  if (value) parts[key] = value;
}
