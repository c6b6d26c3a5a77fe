import type { ResidentialPpdType } from "@/lib/property/ppd-types";

// The valuation form's property types (spec §9) and how each maps onto HM Land Registry
// Price Paid types (D detached, S semi-detached, T terraced, F flat/maisonette). Price Paid
// does not record bungalows: they are sold as detached or semi-detached houses.
export const PROPERTY_TYPES = ["house", "flat", "apartment", "bungalow", "maisonette", "terraced", "detached", "semi-detached"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

const PPD_TYPES_OF: Record<PropertyType, readonly ResidentialPpdType[]> = {
  house: ["D", "S", "T"],
  flat: ["F"],
  apartment: ["F"],
  maisonette: ["F"],
  bungalow: ["D", "S"],
  terraced: ["T"],
  detached: ["D"],
  "semi-detached": ["S"],
};

export function toPpdTypes(type: PropertyType): readonly ResidentialPpdType[] {
  return PPD_TYPES_OF[type];
}

// Listing types as the demo listings (and most portals) record them, lower-cased.
const LISTING_TYPES_OF: Record<PropertyType, readonly string[]> = {
  house: ["house", "detached", "semi-detached", "terraced", "bungalow"],
  flat: ["flat", "apartment", "maisonette"],
  apartment: ["flat", "apartment", "maisonette"],
  maisonette: ["maisonette", "flat", "apartment"],
  bungalow: ["bungalow"],
  terraced: ["terraced"],
  detached: ["detached"],
  "semi-detached": ["semi-detached"],
};

/** Whether a listing's free-text type ("Semi-Detached", "flat") describes the same kind of home. */
export function isCompatibleListingType(type: PropertyType, listingType: string | null): boolean {
  if (!listingType) return false;
  return LISTING_TYPES_OF[type].includes(listingType.trim().toLowerCase());
}

const LABELS: Record<PropertyType, string> = {
  house: "House",
  flat: "Flat",
  apartment: "Apartment",
  bungalow: "Bungalow",
  maisonette: "Maisonette",
  terraced: "Terraced",
  detached: "Detached",
  "semi-detached": "Semi-Detached",
};

export function describePropertyType(type: PropertyType): string {
  return LABELS[type];
}

const FORM_TYPE_OF: Record<ResidentialPpdType, PropertyType> = { D: "detached", S: "semi-detached", T: "terraced", F: "flat" };

/** The form's type a user would choose for a home Price Paid records as `type` (the backtest values each sale so). */
export function toPropertyType(type: ResidentialPpdType): PropertyType {
  return FORM_TYPE_OF[type];
}
