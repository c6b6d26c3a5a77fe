import { getPostcodeArea } from "@/lib/postcode/normalise-postcode";

// The ITL1 region of each postcode area, by where most of the area lies (a few areas, such
// as CH, SY, DA and KT, cross a boundary: the assessment says the region is by postcode area).
const AREAS_BY_REGION: Record<string, readonly string[]> = {
  "North East": ["NE", "SR", "DH", "DL", "TS"],
  "North West": ["M", "BL", "OL", "SK", "WA", "WN", "PR", "BB", "FY", "LA", "L", "CH", "CW", "CA"],
  "Yorkshire and The Humber": ["LS", "BD", "HX", "HD", "HG", "YO", "HU", "DN", "S", "WF"],
  "East Midlands": ["NG", "DE", "LE", "NN", "LN"],
  "West Midlands": ["B", "CV", "WV", "WS", "DY", "ST", "TF", "WR", "HR", "SY"],
  "East of England": ["CB", "CM", "CO", "IP", "NR", "PE", "SG", "AL", "LU", "SS", "WD"],
  London: ["E", "EC", "N", "NW", "SE", "SW", "W", "WC", "BR", "CR", "EN", "HA", "IG", "RM", "SM", "TW", "UB", "KT"],
  "South East": ["BN", "CT", "GU", "ME", "MK", "OX", "PO", "RG", "RH", "SL", "SO", "TN", "HP", "DA"],
  "South West": ["BA", "BH", "BS", "DT", "EX", "GL", "PL", "SN", "SP", "TA", "TQ", "TR"],
  Wales: ["CF", "LD", "LL", "NP", "SA"],
  Scotland: ["AB", "DD", "DG", "EH", "FK", "G", "HS", "IV", "KA", "KW", "KY", "ML", "PA", "PH", "TD", "ZE"],
  "Northern Ireland": ["BT"],
};

const REGION_OF_AREA = new Map(Object.entries(AREAS_BY_REGION).flatMap(([region, areas]) => areas.map((area) => [area, region] as const)));

export const REGION_NAMES = Object.keys(AREAS_BY_REGION);

/** The region of a postcode (full or outward code), by its postcode area; null when unknown. */
export function findPostcodeRegion(postcode: string): string | null {
  const area = getPostcodeArea(postcode);
  return area ? (REGION_OF_AREA.get(area) ?? null) : null;
}

/** A region name as the rate table spells it, whatever the case given; null when not a region. */
export function matchRegionName(text: string): string | null {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, " ").replace(/ and the /, " and the ");
  return REGION_NAMES.find((name) => name.toLowerCase() === wanted) ?? null;
}
