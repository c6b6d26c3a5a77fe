import { z } from "zod";
import { postcodeInputSchema } from "@/lib/postcode/schemas";
import { addressInputSchema, propertySchema, trendPointSchema, uprnSchema } from "@/lib/property/schemas";
import { DEFAULT_RADIUS, RADIUS_OPTIONS, SEARCH_SORT_KEYS, SEARCH_SORT_ORDERS } from "./search-input";

export const recentSearchSchema = z.object({ id: z.number().int(), postcode: z.string() });
export const recentSearchesSchema = z.array(recentSearchSchema);
export type RecentSearch = z.infer<typeof recentSearchSchema>;

/** Properties in one page of a search answer (issue 15: pages, not dumps). */
export const SEARCH_PAGE_SIZE = 50;
/** The most a caller may ask for in one page (the map draws up to this many markers). */
export const SEARCH_MAX_PAGE_SIZE = 500;

const searchTypeSchema = z.enum(["postcode", "uprn", "address"], { error: "Invalid search type" });
const radiusSchema = z.enum(RADIUS_OPTIONS, { error: "Radius must be one of 0.5, 1, 2, 5 or 10 miles." });

/**
 * Which page, in which order: the sort and its direction (the screen's choices), the page's
 * size, and the cursor the previous page answered (opaque; checked by decodeSearchCursor).
 */
const pageFields = {
  sort: z.enum(SEARCH_SORT_KEYS, { error: "Sort must be one of date, price or size." }).default("date"),
  order: z.enum(SEARCH_SORT_ORDERS, { error: "Order must be desc or asc." }).default("desc"),
  pageSize: z.coerce
    .number({ error: `Page size must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}.` })
    .int({ error: `Page size must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}.` })
    .min(1, { error: `Page size must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}.` })
    .max(SEARCH_MAX_PAGE_SIZE, { error: `Page size must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}.` })
    .default(SEARCH_PAGE_SIZE),
  cursor: z.string().max(1000, { error: "The cursor is not one this search gave: leave it out to start from the first page." }).optional(),
};

export const searchQuerySchema = z.discriminatedUnion(
  "searchType",
  [
    z.object({ searchType: z.literal("postcode"), postcode: postcodeInputSchema, radius: radiusSchema.default(DEFAULT_RADIUS), ...pageFields }),
    z.object({ searchType: z.literal("uprn"), uprn: uprnSchema, ...pageFields }),
    z.object({ searchType: z.literal("address"), address: addressInputSchema, ...pageFields }),
  ],
  { error: "Invalid search type" },
);

/** The query as sent: searchType defaults to postcode (spec §7 sends postcode and radius only). */
export const searchRequestSchema = z.preprocess((raw) => {
  const value = (raw ?? {}) as Record<string, unknown>;
  return { ...value, searchType: value.searchType ?? "postcode" };
}, z.object({ searchType: searchTypeSchema }).passthrough().pipe(searchQuerySchema));

export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  /** One page of the matches, in the order asked for (docs/decisions/111). */
  properties: z.array(propertySchema),
  /** Every match: listings and sales, all pages together. */
  total: z.number(),
  pageSize: z.number(),
  /** Send as `cursor` (with the same search and sort) for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  sort: z.enum(SEARCH_SORT_KEYS),
  order: z.enum(SEARCH_SORT_ORDERS),
  areaStats: z.object({
    average: z.number().nullable(),
    growth_12_months: z.number().nullable(),
    days_on_market: z.number().nullable(),
    radius: z.number().nullable(),
  }),
  priceTrend: z.array(trendPointSchema),
  area: z.object({ label: z.string(), kind: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() }),
  coverage: z.object({
    salesPeriod: z.string().nullable(),
    listingsSource: z.string().nullable(),
    /** Sales listed but left out of the average, change and trend (type Other or category B). */
    nonResidentialSales: z.number(),
    notes: z.array(z.string()),
  }),
  searchType: z.string(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
