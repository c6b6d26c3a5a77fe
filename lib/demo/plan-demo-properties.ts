import { formatAddress } from "./format-address";
import { getOutcode } from "@/lib/postcode/normalise-postcode";
import type { PriceLevels } from "./build-local-price-levels";
import { locateAddress, type KnownCentroids } from "./locate-address";
import { offsetCoordinates } from "./offset-coordinates";
import { profileProperty } from "./profile-property";
import { findRegion } from "./find-region";
import { createRandom } from "./seeded-random";
import type { AddressGroup, DemoProperty } from "./demo-types";

/**
 * Turns every distinct Price Paid address into the plan all demo layers are generated from.
 * Each is placed at its postcode's centroid, else (a postcode newer than Code-Point 2014) at
 * its sector's or outward code's, marked approximate; with neither, it has no point.
 */
export function planDemoProperties(
  groups: readonly AddressGroup[],
  centroids: KnownCentroids,
  uprns: ReadonlyMap<string, string>,
  levels: PriceLevels,
  asOf: Date,
): DemoProperty[] {
  return groups.map((group) => {
    const uprn = uprns.get(group.key);
    const lastSale = group.sales[group.sales.length - 1];
    if (!uprn || !lastSale) throw new Error(`No UPRN or sale planned for ${group.key}`);
    const region = findRegion(group.parts.postcode);
    const location = locateAddress(group.parts.postcode, centroids);
    const point = location ? offsetCoordinates(location.latitude, location.longitude, createRandom(`point:${group.key}`)) : null;
    return {
      key: group.key,
      uprn,
      parts: group.parts,
      address: formatAddress(group.parts),
      outcode: getOutcode(group.parts.postcode) ?? group.parts.postcode,
      region,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      locationApproximate: location?.approximate ?? false,
      sales: group.sales,
      lastSale,
      profile: profileProperty(group, region, asOf, levels),
    };
  });
}
