import { describePpdType, isResidentialPpdType } from "@/lib/property/ppd-types";
import type { PriceLevels } from "./build-local-price-levels";
import { describeLocalMarket, valueBySize } from "./estimate-market-value";
import { AGE_BANDS, FLAT_AGE_WEIGHTS, HOUSE_AGE_WEIGHTS, type AgeBand } from "./epc-vocabulary";
import { estimateMonthlyRent } from "./estimate-monthly-rent";
import { growPrice } from "./grow-price";
import { createRandom, type Random } from "./seeded-random";
import type { AddressGroup, EpcPropertyType, PropertyProfile, RealSale, Region, SaleType } from "./demo-types";

// Sales below this are transfers of part shares, garages or plots, not a guide to value.
const MIN_MARKET_SALE = 25_000;

/** The sale that best describes the home: the latest residential sale at a market price. */
export function chooseReferenceSale(sales: readonly RealSale[]): RealSale {
  const latestFirst = [...sales].reverse();
  const sale =
    latestFirst.find((candidate) => isResidentialPpdType(candidate.propertyType) && candidate.price >= MIN_MARKET_SALE) ??
    latestFirst.find((candidate) => isResidentialPpdType(candidate.propertyType)) ??
    latestFirst[0];
  if (!sale) throw new Error("An address has at least one sale");
  return sale;
}

function toSaleType(code: string): SaleType {
  return isResidentialPpdType(code) ? code : "O";
}

function chooseEpcType(saleType: SaleType, random: Random): EpcPropertyType | null {
  if (saleType === "F") return random.chance(0.1) ? "Maisonette" : "Flat";
  if (saleType === "D") return random.chance(0.2) ? "Bungalow" : "House";
  if (saleType === "S") return random.chance(0.1) ? "Bungalow" : "House";
  if (saleType === "T") return "House";
  return null;
}

function chooseBuiltForm(saleType: SaleType, random: Random): string | null {
  if (saleType === "D") return "Detached";
  if (saleType === "S") return "Semi-Detached";
  if (saleType === "T") return random.chance(0.7) ? "Mid-Terrace" : "End-Terrace";
  if (saleType === "F") return random.weighted([["Mid-Terrace", 35], ["Detached", 25], ["Semi-Detached", 20], ["End-Terrace", 20]]);
  return null;
}

// Usable floor area ranges in m², from the EPC register's typical sizes for each form.
function getFloorAreaRange(saleType: SaleType, epcType: EpcPropertyType | null): readonly [number, number] {
  if (epcType === "Flat") return [40, 90];
  if (epcType === "Maisonette") return [55, 100];
  if (epcType === "Bungalow") return saleType === "D" ? [70, 140] : [55, 95];
  if (saleType === "T") return [60, 110];
  if (saleType === "S") return [75, 130];
  if (saleType === "D") return [110, 250];
  return [80, 300];
}

function describeListingType(saleType: SaleType, epcType: EpcPropertyType | null): string | null {
  if (epcType === "Bungalow") return "bungalow";
  if (epcType === "Maisonette") return "maisonette";
  if (epcType === "Flat") return "flat";
  return saleType === "O" ? null : describePpdType(saleType).toLowerCase();
}

function countBedrooms(floorArea: number, epcType: EpcPropertyType | null): number {
  if (epcType === null) return 0;
  if (epcType === "Flat" || epcType === "Maisonette") return floorArea < 50 ? 1 : floorArea < 75 ? 2 : 3;
  if (epcType === "Bungalow") return floorArea < 70 ? 2 : 3;
  return floorArea < 70 ? 2 : floorArea < 100 ? 3 : floorArea < 145 ? 4 : floorArea < 210 ? 5 : 6;
}

function countBathrooms(floorArea: number, epcType: EpcPropertyType | null, random: Random): number {
  if (epcType === null) return 0;
  if (epcType === "Flat" || epcType === "Maisonette") return floorArea >= 70 && random.chance(0.6) ? 2 : 1;
  if (floorArea < 90) return 1;
  if (floorArea < 130) return random.chance(0.5) ? 2 : 1;
  return floorArea < 180 ? 2 : 3;
}

function chooseAgeBand(sales: readonly RealSale[], isFlat: boolean, random: Random): { band: AgeBand; builtFrom: number } {
  const firstNewBuild = sales.find((sale) => sale.newBuild);
  if (firstNewBuild) {
    const year = firstNewBuild.date.getUTCFullYear();
    const band = AGE_BANDS.find((candidate) => year >= candidate.from && year <= candidate.to) ?? AGE_BANDS[AGE_BANDS.length - 1];
    if (band) return { band, builtFrom: year };
  }
  const weights = isFlat ? FLAT_AGE_WEIGHTS : HOUSE_AGE_WEIGHTS;
  const band = random.weighted(AGE_BANDS.map((candidate, index) => [candidate, weights[index] ?? 0] as const));
  return { band, builtFrom: band.from };
}

/** The physical and market facts every synthetic layer of one address agrees on. */
export function profileProperty(group: AddressGroup, region: Region, asOf: Date, levels: PriceLevels): PropertyProfile {
  const random = createRandom(`profile:${group.key}`);
  const reference = chooseReferenceSale(group.sales);
  const saleType = toSaleType(reference.propertyType);
  const epcPropertyType = chooseEpcType(saleType, random);
  const builtForm = chooseBuiltForm(saleType, random);
  const local = describeLocalMarket(levels, group.parts.postcode, saleType);
  const [minArea, maxArea] = getFloorAreaRange(saleType, epcPropertyType);
  const sizeFactor = local?.sizeFactor ?? 1;
  // The mean of two uniforms: sizes cluster mid-range as in the register.
  const floorAreaM2 = Math.round(sizeFactor * (minArea + ((maxArea - minArea) * (random.next() + random.next())) / 2));
  const isFlat = epcPropertyType === "Flat" || epcPropertyType === "Maisonette";
  const { band, builtFrom } = chooseAgeBand(group.sales, isFlat, random);
  const listingType = describeListingType(saleType, epcPropertyType);
  // The local real price level of the type, scaled by size; with none (a thin area, or a
  // non-residential sale), the home's own last sale grown by the regional index.
  const marketValue = local ? valueBySize(local, floorAreaM2) : growPrice(reference.price, reference.date, region, asOf);
  const market = createRandom(`market:${group.key}`);
  const roll = market.next();
  const marketStatus = epcPropertyType === null ? null : roll < 0.06 ? "for_sale" : roll < 0.11 ? "to_let" : null;
  return {
    saleType,
    epcPropertyType,
    builtForm,
    listingType,
    floorAreaM2,
    bedrooms: countBedrooms(floorAreaM2, epcPropertyType),
    bathrooms: countBathrooms(floorAreaM2, epcPropertyType, random),
    constructionAgeBand: band.label,
    builtFrom,
    marketValue,
    monthlyRent: estimateMonthlyRent(marketValue, listingType, region, market),
    marketStatus,
  };
}
