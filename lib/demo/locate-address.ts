import { getOutcode, getPostcodeSector } from "@/lib/postcode/normalise-postcode";

export type Centroid = { latitude: number; longitude: number };

/** The known points a postcode can be placed by: its own centroid, else its sector's, else its outward code's. */
export type KnownCentroids = {
  postcodes: ReadonlyMap<string, Centroid>;
  /** "NE13 9": the mean of the sector's postcodes that have a centroid. */
  sectors: ReadonlyMap<string, Centroid>;
  /** "NE13": the mean of the outward code's postcodes that have a centroid. */
  outcodes: ReadonlyMap<string, Centroid>;
};

export type AddressLocation = Centroid & {
  /** True when the postcode has no centroid of its own (e.g. created after Code-Point 2014). */
  approximate: boolean;
};

/**
 * The best known point for an address in `postcode` (issue 9): the postcode's own centroid,
 * or, for a postcode with none, the centroid of its sector's (else outward code's) known
 * postcodes, marked approximate. null when not even the outward code has a known postcode.
 */
export function locateAddress(postcode: string, known: KnownCentroids): AddressLocation | null {
  const own = known.postcodes.get(postcode);
  if (own) return { ...own, approximate: false };
  const sector = getPostcodeSector(postcode);
  const outcode = getOutcode(postcode);
  const nearby = (sector ? known.sectors.get(sector) : undefined) ?? (outcode ? known.outcodes.get(outcode) : undefined);
  return nearby ? { ...nearby, approximate: true } : null;
}
