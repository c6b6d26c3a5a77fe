// HM Land Registry Price Paid property types, the "Property Type" column: D detached,
// S semi-detached, T terraced, F flats/maisonettes, O other (commercial, land, garages).
// https://www.gov.uk/guidance/about-the-price-paid-data
const PPD_TYPE_TABLE = {
  D: { label: "Detached", fullLabel: "Detached", residential: true },
  S: { label: "Semi-Detached", fullLabel: "Semi-Detached", residential: true },
  T: { label: "Terraced", fullLabel: "Terraced", residential: true },
  F: { label: "Flat", fullLabel: "Flat/Maisonette", residential: true },
  O: { label: "Other", fullLabel: "Other", residential: false },
} as const;

export type PpdType = keyof typeof PPD_TYPE_TABLE;
/** In the order the product lists them: D S T F O. */
export const PPD_TYPES = ["D", "S", "T", "F", "O"] as const satisfies readonly PpdType[];

/** Homes: every type but O, which is not a guide to a home's value. */
export const RESIDENTIAL_PPD_TYPES = ["D", "S", "T", "F"] as const satisfies readonly PpdType[];
export type ResidentialPpdType = (typeof RESIDENTIAL_PPD_TYPES)[number];

export function isPpdType(code: string): code is PpdType {
  return Object.hasOwn(PPD_TYPE_TABLE, code);
}

export function isResidentialPpdType(code: string): code is ResidentialPpdType {
  return isPpdType(code) && PPD_TYPE_TABLE[code].residential;
}

/** "S" → "Semi-Detached"; an unknown code is "Other". */
export function describePpdType(code: string): string {
  return isPpdType(code) ? PPD_TYPE_TABLE[code].label : PPD_TYPE_TABLE.O.label;
}

/** As the Land Registry's registers word it: "F" → "Flat/Maisonette"; an unknown code is "Other". */
export function describePpdTypeInFull(code: string): string {
  return isPpdType(code) ? PPD_TYPE_TABLE[code].fullLabel : PPD_TYPE_TABLE.O.fullLabel;
}

/** Price Paid category A: a standard sale at market value. B (additional) covers repossessions, buy-to-let and company transfers. */
export const STANDARD_PPD_CATEGORY = "A";

/**
 * The one rule for residential price figures (averages, changes, trends, valuation indices):
 * a home (type D, S, T or F) sold at a standard price (category A). The SQL form of the same
 * rule is sqlResidentialSale in sql-residential-sale.server.ts.
 */
export function isResidentialSale(sale: { propertyType: string; category: string }): boolean {
  return sale.category === STANDARD_PPD_CATEGORY && isResidentialPpdType(sale.propertyType);
}
