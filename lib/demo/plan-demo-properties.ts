import { formatAddress } from "./format-address";
import { getOutcode } from "@/lib/postcode/normalise-postcode";
import { offsetCoordinates } from "./offset-coordinates";
import { profileProperty } from "./profile-property";
import { findRegion } from "./find-region";
import { createRandom } from "./seeded-random";
import type { AddressGroup, DemoProperty } from "./demo-types";

export type Centroid = { latitude: number; longitude: number };

export type LocatedGroups = { located: AddressGroup[]; skippedNoCoordinates: number };

/** Keeps the addresses whose postcode has a centroid; the rest are a real coverage gap. */
export function locateGroups(groups: readonly AddressGroup[], centroids: ReadonlyMap<string, Centroid>): LocatedGroups {
  const located = groups.filter((group) => centroids.has(group.parts.postcode));
  return { located, skippedNoCoordinates: groups.length - located.length };
}

/** Turns each located address into the plan all demo layers are generated from. */
export function planDemoProperties(
  located: readonly AddressGroup[],
  centroids: ReadonlyMap<string, Centroid>,
  uprns: ReadonlyMap<string, string>,
  asOf: Date,
): DemoProperty[] {
  return located.map((group) => {
    const centroid = centroids.get(group.parts.postcode);
    const uprn = uprns.get(group.key);
    const lastSale = group.sales[group.sales.length - 1];
    if (!centroid || !uprn || !lastSale) throw new Error(`No centroid, UPRN or sale planned for ${group.key}`);
    const region = findRegion(group.parts.postcode);
    const point = offsetCoordinates(centroid.latitude, centroid.longitude, createRandom(`point:${group.key}`));
    return {
      key: group.key,
      uprn,
      parts: group.parts,
      address: formatAddress(group.parts),
      outcode: getOutcode(group.parts.postcode) ?? group.parts.postcode,
      region,
      latitude: point.latitude,
      longitude: point.longitude,
      sales: group.sales,
      lastSale,
      profile: profileProperty(group, region, asOf),
    };
  });
}
