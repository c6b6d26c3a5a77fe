import type { AddressRow } from "./demo-rows";
import { DEMO_SOURCE } from "./demo-constants";
import { tidy } from "./format-address";
import type { DemoProperty } from "./demo-types";

export function buildAddressRows(properties: readonly DemoProperty[], period: string): AddressRow[] {
  return properties.map((property) => ({
    uprn: property.uprn,
    saon: tidy(property.parts.saon),
    paon: tidy(property.parts.paon),
    street: tidy(property.parts.street),
    locality: tidy(property.parts.locality),
    town: property.address.town,
    district: property.address.district,
    county: property.address.county,
    postcode: property.parts.postcode,
    singleLine: property.address.singleLine,
    latitude: property.latitude,
    longitude: property.longitude,
    locationApproximate: property.locationApproximate,
    source: DEMO_SOURCE,
    period,
  }));
}
