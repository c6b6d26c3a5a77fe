import { formatGbp, formatMonthYear } from "@/lib/format/format";
import { getPostcodeArea } from "@/lib/postcode/normalise-postcode";
import { describePpdType, isResidentialPpdType } from "@/lib/property/ppd-types";
import { WEIGHTS } from "./weigh-comparable";
import type { SearchRing } from "./types";
import { SIZE_ELASTICITY } from "./adjust-for-size";
import { EVIDENCE_WINDOW_MONTHS } from "./select-comparables";


/** "within 0.5 miles of NE3 3LJ", "in postcode sector NE3 3". */
export function describeSearchArea(ring: SearchRing, place: { postcode: string; sector: string; outcode: string }): string {
  if (ring.kind === "radius") return `within ${ring.miles} ${ring.miles === 1 ? "mile" : "miles"} of ${place.postcode}`;
  if (ring.kind === "postcode") return `in postcode ${place.postcode}`;
  if (ring.kind === "sector") return `in postcode sector ${place.sector}`;
  if (ring.kind === "outcode") return `in outward code ${place.outcode}`;
  return `in postcode area ${getPostcodeArea(place.outcode) ?? place.outcode}`;
}

/** "semi-detached", "detached, semi-detached or terraced". */
export function describePpdTypes(types: readonly string[]): string {
  const names = types.map((t) => (isResidentialPpdType(t) ? describePpdType(t).toLowerCase() : t));
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}` : (names[0] ?? "");
}

export type MethodFacts = {
  count: number;
  ppdTypes: readonly string[];
  searchArea: string;
  valuationDate: Date;
  outcode: string;
  area: string;
  sizeAdjusted: boolean;
  /** The home's tenure (F or L) when known: sales of the other count half. */
  tenure?: string | null;
  ownSale: { price: number; date: Date; indexedPrice: number; weight: number } | null;
};

/** One paragraph a client can read: what the value is, from what, adjusted how. */
export function describeMethod(facts: MethodFacts): string {
  const sentences = [
    `Weighted median of ${facts.count} ${describePpdTypes(facts.ppdTypes)} ${facts.count === 1 ? "sale" : "sales"} (HM Land Registry Price Paid) ${facts.searchArea}, in the ${EVIDENCE_WINDOW_MONTHS} months to ${formatMonthYear(facts.valuationDate)}.`,
    `Each price is moved to ${formatMonthYear(facts.valuationDate)} by a monthly price index built from the sales themselves (${facts.outcode}, shrunk toward the ${facts.area} postcode area)${facts.sizeAdjusted ? `, and to this home's floor area with a size elasticity of ${SIZE_ELASTICITY}` : ""}.`,
    `Nearer and more recent sales count for more (weight halves at ${WEIGHTS.distanceScaleMetres} m and ${WEIGHTS.halfLifeMonths} months), as do sales on the same street, most of all near house numbers${facts.tenure ? `, and ${facts.tenure === "L" ? "leasehold" : "freehold"} sales, this home's tenure` : ""}.`,
  ];
  if (facts.ownSale) {
    sentences.push(
      `Blended (${Math.round(facts.ownSale.weight * 100)}%) with this home's own sale at ${formatGbp(facts.ownSale.price)} in ${formatMonthYear(facts.ownSale.date)}, indexed to ${formatGbp(facts.ownSale.indexedPrice)}.`,
    );
  }
  return sentences.join(" ");
}
