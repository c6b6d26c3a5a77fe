import type { PropertyFacts } from "@/lib/property-data/types";

/** The vendor's answer for one property, reshaped into our vocabulary (to-vendor-property.ts). */
export type VendorProperty = {
  facts: PropertyFacts;
  /** The vendor's own word on whether an address matched exactly; null when it gave none. */
  exactMatch: boolean | null;
  residential: boolean | null;
  valuation: { estimatedValue: number | null; valueRange: [number, number] | null; confidence: string | null; rentalEstimate: number | null; source: string; period: string } | null;
  ownership: { tenure: string | null; companyOwned: boolean | null; overseasOwned: boolean | null; occupancyStatus: string | null; source: string; period: string } | null;
  /** The vendor's surroundings group as it sent it (flood, crime, …): we do not hold these to compare. */
  surroundings: Record<string, unknown> | null;
};

export type VendorLookupKind = "uprn" | "udprn" | "address";
