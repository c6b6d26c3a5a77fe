import { getOutcode, getPostcodeArea, getPostcodeSector, normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { isResidentialSale, type ResidentialPpdType } from "@/lib/property/ppd-types";
import { computeMedian } from "./compute-median";
import { findRegion } from "./find-region";
import { growPrice } from "./grow-price";
import type { RealSale } from "./demo-types";

/** Median real sale price (integer pounds at asOf) by place and Price Paid type: "sector|NE3 3|S". */
export type PriceLevels = ReadonlyMap<string, number>;

// A median of fewer sales is one street's story, not a local price level.
export const MIN_LEVEL_SALES = 5;
// Below this a "sale" is a part share, a garage or a plot, not a home's price.
const MIN_MARKET_SALE = 25_000;

type Scope = "sector" | "outcode" | "area";
const SCOPES: readonly [Scope, (postcode: string) => string | null][] = [
  ["sector", getPostcodeSector],
  ["outcode", getOutcode],
  ["area", getPostcodeArea],
];

const levelKey = (scope: Scope, code: string, type: ResidentialPpdType) => `${scope}|${code}|${type}`;

/**
 * The local real price level of each home type: the median of the residential Price Paid
 * sales (types D/S/T/F at standard prices) of each postcode sector, outward code and area,
 * each sale first grown to asOf by its region's index, so sales of different years compare.
 */
export function buildLocalPriceLevels(sales: readonly RealSale[], asOf: Date): PriceLevels {
  const samples = new Map<string, number[]>();
  for (const sale of sales) {
    const postcode = sale.postcode ? normalisePostcode(sale.postcode) : null;
    if (!postcode || sale.price < MIN_MARKET_SALE || !isResidentialSale(sale)) continue;
    const type = sale.propertyType as ResidentialPpdType;
    const grown = growPrice(sale.price, sale.date, findRegion(postcode), asOf);
    for (const [scope, codeOf] of SCOPES) {
      const code = codeOf(postcode);
      if (!code) continue;
      const key = levelKey(scope, code, type);
      const sample = samples.get(key);
      if (sample) sample.push(grown);
      else samples.set(key, [grown]);
    }
  }
  const levels = new Map<string, number>();
  for (const [key, prices] of samples) if (prices.length >= MIN_LEVEL_SALES) levels.set(key, computeMedian(prices));
  return levels;
}

/** The most local level for a home of `type` in `postcode`: its sector's, else outward code's, else area's. */
export function findLocalPriceLevel(levels: PriceLevels, postcode: string, type: ResidentialPpdType): number | null {
  for (const [scope, codeOf] of SCOPES) {
    const code = codeOf(postcode);
    const level = code ? levels.get(levelKey(scope, code, type)) : undefined;
    if (level !== undefined) return level;
  }
  return null;
}

/** The postcode area's level (NE, M, …) for a home of `type`: the wider market a sector is compared with. */
export function findAreaPriceLevel(levels: PriceLevels, postcode: string, type: ResidentialPpdType): number | null {
  const area = getPostcodeArea(postcode);
  return (area ? levels.get(levelKey("area", area, type)) : undefined) ?? null;
}
