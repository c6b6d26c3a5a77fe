import { isCompatibleListingType, type PropertyType } from "./property-types";
import { median } from "./weighted-median";
import { formatPeriod } from "@/lib/format/format";

/** A to-let listing: `price` is the monthly rent in integer pounds. */
export type LetListing = {
  price: number;
  bedrooms: number | null;
  propertyType: string | null;
  /** From the subject's postcode centroid; null when either point is unknown (same outward code). */
  distanceMetres: number | null;
  source: string;
  period: string;
};

/** A row of the Rent table: median monthly rent for an outward code and bedroom count (null: all sizes). */
export type RentRow = { areaCode: string; bedrooms: number | null; medianMonthlyRent: number; sampleSize: number; source: string; period: string };

export type RentSource = "listings" | "rent-table" | "yield-rule";

export type RentEstimate = {
  /** Integer pounds a month, to the nearest £5. */
  monthlyRent: number;
  source: RentSource;
  /** One sentence a person can check: what the figure is the median of, or the rule used. */
  basis: string;
  sampleSize: number | null;
  period: string | null;
  /** Whether the figure rests on synthetic demo rows. */
  demo: boolean;
};

// When no local rent evidence exists, rent = value × gross yield / 12, with typical gross
// yields for English lets outside London by type (flats and terraces yield most, detached
// homes least), in line with the ONS Price Index of Private Rents and UK HPI ratios and
// lenders' published buy-to-let yield tables. See docs/decisions/030-automated-valuation-model.md.
export const FALLBACK_GROSS_YIELDS: Record<PropertyType, number> = {
  flat: 0.065,
  apartment: 0.065,
  maisonette: 0.065,
  terraced: 0.06,
  house: 0.0525,
  bungalow: 0.05,
  "semi-detached": 0.05,
  detached: 0.045,
};

// Local evidence that would put the gross yield outside this band describes a different kind
// of home (the demo Rent table mixes houses and flats, say), not this one: it is skipped.
// English gross yields sit between roughly 3% (prime detached) and 10% (cheap northern flats).
export const PLAUSIBLE_GROSS_YIELD = { min: 0.025, max: 0.12 } as const;

const PLURAL_NAMES: Record<PropertyType, string> = {
  house: "houses",
  flat: "flats",
  apartment: "flats",
  maisonette: "maisonettes and flats",
  bungalow: "bungalows",
  terraced: "terraced houses",
  detached: "detached houses",
  "semi-detached": "semi-detached houses",
};

/** Listings a median needs before it stands for the local market. */
export const MIN_RENT_SAMPLE = 3;
/** How far from the postcode listings count as local. */
export const RENT_RADIUS_METRES = 1_609;

export function roundRent(value: number): number {
  return Math.max(5, Math.round(value / 5) * 5);
}

/** Gross yield in percent, to 2 decimal places: 12 × monthly rent / value × 100. */
export function calculateGrossYield(monthlyRent: number, value: number): number {
  if (value <= 0) return 0;
  return Math.round(((12 * monthlyRent) / value) * 100 * 100) / 100;
}

function describeSource(rows: readonly { source: string; period: string }[]): { demo: boolean; period: string | null; label: string } {
  const demo = rows.some((r) => r.source === "demo");
  const period = rows[0]?.period ?? null;
  return { demo, period, label: demo ? `demo data${period ? `, ${formatPeriod(period)}` : ""}` : `${rows[0]?.source ?? "listings"}${period ? `, ${formatPeriod(period)}` : ""}` };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/**
 * Monthly rent for the home, from the best evidence there is: the median of to-let
 * listings nearby with the same bedrooms and a compatible type; else the same bedrooms
 * of any type; else the Rent table's median for the outward code and bedrooms; else the
 * gross-yield rule on the estimated value. Evidence implying an implausible yield is
 * skipped. The basis says which was used.
 */
export function estimateRent(input: {
  propertyType: PropertyType;
  bedrooms: number | null;
  value: number;
  outcode: string;
  listings: readonly LetListing[];
  rentRows: readonly RentRow[];
}): RentEstimate {
  const { propertyType, bedrooms, value, outcode } = input;
  const local = input.listings.filter((l) => l.price > 0 && (l.distanceMetres === null || l.distanceMetres <= RENT_RADIUS_METRES));
  const where = local.some((l) => l.distanceMetres !== null) ? "within a mile" : `in ${outcode}`;
  const sameBedrooms = bedrooms === null ? local : local.filter((l) => l.bedrooms === bedrooms);
  const bedroomText = bedrooms === null ? "" : `${bedrooms}-bedroom `;
  const tiers = [
    { listings: sameBedrooms.filter((l) => isCompatibleListingType(propertyType, l.propertyType)), what: `${bedroomText}${PLURAL_NAMES[propertyType]}` },
    { listings: bedrooms === null ? [] : sameBedrooms, what: `${bedroomText}homes of any type` },
  ];
  const plausible = (rent: number) => value <= 0 || ((12 * rent) / value >= PLAUSIBLE_GROSS_YIELD.min && (12 * rent) / value <= PLAUSIBLE_GROSS_YIELD.max);
  for (const tier of tiers) {
    if (tier.listings.length < MIN_RENT_SAMPLE) continue;
    const rent = roundRent(median(tier.listings.map((l) => l.price)) ?? 0);
    if (!plausible(rent)) continue;
    const source = describeSource(tier.listings);
    return {
      monthlyRent: rent,
      source: "listings",
      basis: `Median of ${plural(tier.listings.length, "to-let listing")} ${where}: ${tier.what} (${source.label}).`,
      sampleSize: tier.listings.length,
      period: source.period,
      demo: source.demo,
    };
  }
  const row = input.rentRows.find((r) => r.areaCode === outcode && r.bedrooms === bedrooms && r.sampleSize >= MIN_RENT_SAMPLE && plausible(roundRent(r.medianMonthlyRent)));
  if (row) {
    const source = describeSource([row]);
    return {
      monthlyRent: roundRent(row.medianMonthlyRent),
      source: "rent-table",
      basis: `Median rent in ${outcode} for ${bedrooms === null ? "all sizes" : `${bedrooms}-bedroom homes`} from ${plural(row.sampleSize, "let")} (${source.label}).`,
      sampleSize: row.sampleSize,
      period: source.period,
      demo: source.demo,
    };
  }
  const grossYield = FALLBACK_GROSS_YIELDS[propertyType];
  return {
    monthlyRent: roundRent((value * grossYield) / 12),
    source: "yield-rule",
    basis: `No local rent evidence that fits this home: a typical gross yield of ${Number((grossYield * 100).toFixed(2))}% for this type applied to the estimated value.`,
    sampleSize: null,
    period: null,
    demo: false,
  };
}
