import type { ResidentialPpdType } from "@/lib/property/ppd-types";
import { findAreaPriceLevel, findLocalPriceLevel, type PriceLevels } from "./build-local-price-levels";
import type { SaleType } from "./demo-types";

// The usable floor area (m²) of the typical home of each Price Paid type in a typical
// neighbourhood: the middle of profile-property's house and flat ranges.
const TYPICAL_FLOOR_AREA_M2: Record<ResidentialPpdType, number> = { D: 180, S: 102.5, T: 85, F: 65 };
// Price grows less than in proportion to size (hedonic studies put the floor-area elasticity
// of UK house prices around 0.6-0.9), so £ per sq ft falls gently as homes get larger.
const SIZE_ELASTICITY = 0.75;
// Where a type sells above its area's median, part of the premium is size (Gosforth's
// terraces are larger than Walker's) and part is place. The square root splits it evenly,
// bounded so no neighbourhood's homes are outside the register's usual sizes.
const SIZE_FACTOR_RANGE = [0.8, 1.35] as const;

/** What the local market says about a home of one type: its median price at asOf and how large such homes are there. */
export type LocalMarket = { saleType: ResidentialPpdType; level: number; sizeFactor: number };

export function describeLocalMarket(levels: PriceLevels, postcode: string, saleType: SaleType): LocalMarket | null {
  if (saleType === "O") return null;
  const level = findLocalPriceLevel(levels, postcode, saleType);
  if (level === null) return null;
  const areaLevel = findAreaPriceLevel(levels, postcode, saleType) ?? level;
  const [low, high] = SIZE_FACTOR_RANGE;
  const sizeFactor = Math.round(Math.min(high, Math.max(low, Math.sqrt(level / areaLevel))) * 100) / 100;
  return { saleType, level, sizeFactor };
}

/** The local median price moved to a home of `floorAreaM2`, integer pounds. */
export function valueBySize(market: LocalMarket, floorAreaM2: number): number {
  const typical = TYPICAL_FLOOR_AREA_M2[market.saleType] * market.sizeFactor;
  return Math.round(market.level * (floorAreaM2 / typical) ** SIZE_ELASTICITY);
}
