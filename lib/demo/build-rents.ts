import type { ListingRow, RentRow } from "./demo-rows";
import { computeMedian } from "./compute-median";
import { DEMO_SOURCE } from "./demo-constants";

type LetListing = Pick<ListingRow, "status" | "outcode" | "bedrooms" | "price">;

/**
 * Median monthly rent of the demo to-let listings per outcode and bedroom count, plus one
 * row per outcode with bedrooms null (all sizes) as the valuation's last fallback.
 */
export function buildRents(listings: readonly LetListing[], period: string): RentRow[] {
  const samples = new Map<string, { areaCode: string; bedrooms: number | null; rents: number[] }>();
  const add = (areaCode: string, bedrooms: number | null, rent: number) => {
    const id = `demo-rent-${areaCode}-${bedrooms ?? "all"}`;
    const sample = samples.get(id) ?? { areaCode, bedrooms, rents: [] };
    sample.rents.push(rent);
    samples.set(id, sample);
  };
  for (const listing of listings) {
    if (listing.status !== "to_let") continue;
    add(listing.outcode, listing.bedrooms ?? null, listing.price);
    add(listing.outcode, null, listing.price);
  }
  return [...samples.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, sample]) => ({
      id,
      areaCode: sample.areaCode,
      propertyType: null,
      bedrooms: sample.bedrooms,
      medianMonthlyRent: computeMedian(sample.rents),
      sampleSize: sample.rents.length,
      source: DEMO_SOURCE,
      period,
    }));
}
