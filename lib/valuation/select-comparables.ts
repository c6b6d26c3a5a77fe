import { milesToMetres } from "@/lib/property/units";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { monthsBetween } from "./months";
import type { EvidenceSale, SearchRing, Subject } from "./types";
import { weighComparable } from "./weigh-comparable";

/** Rings searched in turn around the postcode centroid, in miles. */
export const SEARCH_RINGS_MILES = [0.25, 0.5, 1, 2, 5] as const;
/** The search stops at the first ring holding this many compatible sales. */
export const MIN_COMPARABLES = 10;
/** Fewer comparables than this, even 5 miles out, is no basis for a value. */
export const MIN_EVIDENCE = 3;
/** At most this many are used: those that weigh most. */
export const MAX_COMPARABLES = 20;
/** Only sales this recent are comparables (and feed the price index). */
export const EVIDENCE_WINDOW_MONTHS = 24;
// Price Paid rows below this are part-share transfers, garages or plots, not homes at market value.
export const MIN_MARKET_PRICE = 10_000;

// Without a centroid, a sale is placed only by its postcode text: these stand-in distances
// let the same weighting apply (a unit postcode is ~15 homes; a sector a few thousand). The
// postcode area is the last resort, for a scattered sample whose outward code sold fewer
// than MIN_EVIDENCE of the kind in the window: a rough value, never of high confidence.
const TEXT_RING_METRES = { postcode: 100, sector: 800, outcode: 2_500, area: 8_000 } as const;
const TEXT_RINGS = ["postcode", "sector", "outcode", "area"] as const;
type TextRing = (typeof TEXT_RINGS)[number];

export type Candidate = {
  sale: EvidenceSale;
  /** Metres between postcode centroids; null when either has none. */
  distanceMetres: number | null;
  ageMonths: number;
  weight: number;
};

export type Selection = { ring: SearchRing; comparables: Candidate[] };

/** Sales that can stand for the subject at all: same kind of home, a market price, in the window, not the home itself. */
export function isEligibleComparable(subject: Subject, sale: EvidenceSale, valuationDate: Date): boolean {
  const age = monthsBetween(sale.date, valuationDate);
  return (
    (subject.ppdTypes as readonly string[]).includes(sale.propertyType) &&
    sale.price >= MIN_MARKET_PRICE &&
    age >= 0 &&
    age <= EVIDENCE_WINDOW_MONTHS &&
    (subject.propertyKey === null || sale.propertyKey !== subject.propertyKey)
  );
}

/** A home sold twice in the window counts once, at its latest price. */
export function latestSalePerHome(sales: readonly EvidenceSale[]): EvidenceSale[] {
  const latest = new Map<string, EvidenceSale>();
  for (const sale of sales) {
    const seen = latest.get(sale.propertyKey);
    if (!seen || sale.date.getTime() > seen.date.getTime()) latest.set(sale.propertyKey, sale);
  }
  return [...latest.values()];
}

/** The evidence is the subject's postcode area's sales, so every sale is at least in its area. */
function textRingOf(subject: Subject, sale: EvidenceSale): TextRing {
  if (sale.postcode === subject.postcode) return "postcode";
  if (sale.sector === subject.sector) return "sector";
  if (sale.outcode === subject.outcode) return "outcode";
  return "area";
}

function toCandidate(subject: Subject, sale: EvidenceSale, valuationDate: Date, distanceMetres: number | null, stand: number): Candidate {
  const ageMonths = monthsBetween(sale.date, valuationDate);
  const sameStreet = subject.street !== null && sale.street === subject.street && sale.outcode === subject.outcode;
  const houseNumberGap = sameStreet && subject.houseNumber !== null && sale.houseNumber !== null ? Math.abs(subject.houseNumber - sale.houseNumber) : null;
  const sameTenure = subject.tenure ? sale.tenure === subject.tenure : null;
  const weight = weighComparable({ distanceMetres: distanceMetres ?? stand, ageMonths, sameStreet, houseNumberGap, category: sale.category, sameTenure });
  return { sale, distanceMetres, ageMonths, weight };
}

function keepHeaviest(candidates: Candidate[]): Candidate[] {
  return [...candidates].sort((a, b) => b.weight - a.weight || b.sale.date.getTime() - a.sale.date.getTime()).slice(0, MAX_COMPARABLES);
}

/**
 * Comparables for the subject: compatible sales in widening rings around its postcode
 * centroid (0.25, 0.5, 1, 2, 5 miles) until a ring holds MIN_COMPARABLES; without a
 * centroid, the same by postcode text (unit postcode, sector, outward code, area). Each home
 * counts once. The heaviest MAX_COMPARABLES of the last ring are used. Null when even the
 * widest ring has none.
 */
export function selectComparables(subject: Subject, sales: readonly EvidenceSale[], valuationDate: Date): Selection | null {
  const eligible = latestSalePerHome(sales.filter((sale) => isEligibleComparable(subject, sale, valuationDate)));
  if (subject.location) {
    const centre = subject.location;
    const located = eligible
      .filter((sale) => sale.location !== null)
      .map((sale) => ({ sale, distance: measureDistanceMetres(centre, sale.location as NonNullable<EvidenceSale["location"]>) }));
    for (const miles of SEARCH_RINGS_MILES) {
      const inside = located.filter((c) => c.distance <= milesToMetres(miles));
      const last = miles === SEARCH_RINGS_MILES[SEARCH_RINGS_MILES.length - 1];
      if (inside.length >= MIN_COMPARABLES || (last && inside.length > 0)) {
        return { ring: { kind: "radius", miles }, comparables: keepHeaviest(inside.map((c) => toCandidate(subject, c.sale, valuationDate, c.distance, c.distance))) };
      }
    }
    return null;
  }
  const placed = eligible.map((sale) => ({ sale, ring: textRingOf(subject, sale) }));
  for (const [i, ring] of TEXT_RINGS.entries()) {
    const inside = placed.filter((c) => TEXT_RINGS.indexOf(c.ring) <= i);
    const enough = inside.length >= MIN_COMPARABLES || (ring === "outcode" && inside.length >= MIN_EVIDENCE) || (ring === "area" && inside.length > 0);
    if (enough) {
      return { ring: { kind: ring }, comparables: keepHeaviest(inside.map((c) => toCandidate(subject, c.sale, valuationDate, null, TEXT_RING_METRES[c.ring]))) };
    }
  }
  return null;
}
