import { PPD_TYPES } from "@/lib/property/ppd-types";

export type TrendFilters = { area: string; propertyType: string };

/** What the screen opens on without filters in its URL. */
export const DEFAULT_TREND_FILTERS: TrendFilters = { area: "NE3", propertyType: "all" };
// The handler's own limit on the area text (lib/trends/schemas.ts).
const AREA_MAX_LENGTH = 60;
const TYPES: readonly string[] = ["all", ...PPD_TYPES];

/**
 * The trend filters a page URL asks for: ?area=NE3&propertyType=D. An empty area is every
 * area (as in the form); an absent one is the default NE3. A value the handler would refuse
 * (an unknown type, an area over 60 characters) is ignored with the default in its place.
 */
export function readTrendsUrl(query: URLSearchParams): TrendFilters {
  const area = query.get("area")?.trim();
  const type = query.get("propertyType") ?? "";
  return {
    area: area === undefined || area.length > AREA_MAX_LENGTH ? DEFAULT_TREND_FILTERS.area : area,
    propertyType: TYPES.includes(type) ? type : DEFAULT_TREND_FILTERS.propertyType,
  };
}

export function writeTrendsUrl(filters: TrendFilters): Record<string, string> {
  return { area: filters.area, propertyType: filters.propertyType };
}
