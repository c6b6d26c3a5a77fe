// How much a comparable counts, before any adjustment to its price. Each setting was kept
// only where it improved the backtest (bench/valuation-backtest.ts) on both held-out
// quarters; the measurements are in docs/decisions/030-automated-valuation-model.md.
export const WEIGHTS = {
  /** Distance at which a sale counts half as much as one next door (600 m before issue 9: 250 m cut MdAPE by 0.3-0.5 points on both quarters). */
  distanceScaleMetres: 250,
  /** Age at which a sale counts half as much as one sold on the valuation date. */
  halfLifeMonths: 9,
  /** The same street (and outward code) tells more than its distance says. */
  sameStreet: 2,
  /** On the same street, near house numbers are alike (same builder, same era): up to 1 + this. */
  neighbourBonus: 5,
  /** House-number gap at which the neighbour bonus falls to 1/e. */
  neighbourScale: 8,
  /** Price Paid category B prices (repossessions, portfolio transfers) are less typical. */
  categoryB: 0.4,
  /** A sale of the other tenure (leasehold against freehold), when the subject's is known: Manchester's leasehold houses sell below freehold ones. */
  otherTenure: 0.5,
} as const;

export type WeightFactors = {
  /** Metres from the subject; for sales placed only by postcode text, the ring's stand-in distance. */
  distanceMetres: number;
  ageMonths: number;
  sameStreet: boolean;
  /** |subject's house number − the sale's|, when both are on the same street and numbered. */
  houseNumberGap: number | null;
  category: string;
  /** Whether the sale's tenure is the subject's; null when the subject's is unknown. */
  sameTenure: boolean | null;
};

export function weighComparable({ distanceMetres, ageMonths, sameStreet, houseNumberGap, category, sameTenure }: WeightFactors): number {
  const distance = 1 / (1 + (Math.max(0, distanceMetres) / WEIGHTS.distanceScaleMetres) ** 2);
  const recency = 0.5 ** (Math.max(0, ageMonths) / WEIGHTS.halfLifeMonths);
  const street = sameStreet ? WEIGHTS.sameStreet * (houseNumberGap === null ? 1 : 1 + WEIGHTS.neighbourBonus * Math.exp(-houseNumberGap / WEIGHTS.neighbourScale)) : 1;
  const kind = (category === "B" ? WEIGHTS.categoryB : 1) * (sameTenure === false ? WEIGHTS.otherTenure : 1);
  return distance * recency * street * kind;
}
