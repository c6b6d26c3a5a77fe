import { z } from "zod";
import { postcodeInputSchema } from "@/lib/postcode/schemas";
import { addressInputSchema, propertySchema, trendPointSchema, uprnSchema } from "@/lib/property/schemas";
import { DEFAULT_RADIUS, RADIUS_OPTIONS } from "./search-input";

export const recentSearchSchema = z.object({ id: z.number().int(), postcode: z.string() });
export const recentSearchesSchema = z.array(recentSearchSchema);
export type RecentSearch = z.infer<typeof recentSearchSchema>;

export const SEARCH_RESULT_LIMIT = 500;

const searchTypeSchema = z.enum(["postcode", "uprn", "address"], { error: "Invalid search type" });
const radiusSchema = z.enum(RADIUS_OPTIONS, { error: "Radius must be one of 0.5, 1, 2, 5 or 10 miles." });

export const searchQuerySchema = z.discriminatedUnion(
  "searchType",
  [
    z.object({ searchType: z.literal("postcode"), postcode: postcodeInputSchema, radius: radiusSchema.default(DEFAULT_RADIUS) }),
    z.object({ searchType: z.literal("uprn"), uprn: uprnSchema }),
    z.object({ searchType: z.literal("address"), address: addressInputSchema }),
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
  properties: z.array(propertySchema),
  total: z.number(),
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
