import { z } from "zod";
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";

export const recentSearchSchema = z.object({ id: z.number().int(), postcode: z.string() });
export const recentSearchesSchema = z.array(recentSearchSchema);
export type RecentSearch = z.infer<typeof recentSearchSchema>;

// Spec §9: radius options in miles; default 1.
export const RADIUS_OPTIONS = ["0.5", "1", "2", "5", "10"] as const;
export const DEFAULT_RADIUS = "1";
export const SEARCH_RESULT_LIMIT = 500;

export const POSTCODE_MESSAGE = "Enter a UK postcode: a full postcode (NE3 3LJ), an outward code (NE3) or an outward code and one digit (NE3 3).";
export const UPRN_MESSAGE = "UPRN should be a numeric value (1-12 digits)";
export const ADDRESS_MESSAGE = "Enter at least 3 characters of the address.";

export const postcodeInputSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .trim()
  .max(16, POSTCODE_MESSAGE)
  .refine((value) => parsePostcodeQuery(value) !== null, POSTCODE_MESSAGE)
  .transform((value) => value.toUpperCase().replace(/\s+/g, " "));

export const uprnSchema = z.string({ error: UPRN_MESSAGE }).trim().regex(/^\d{1,12}$/, UPRN_MESSAGE);
export const addressInputSchema = z.string({ error: ADDRESS_MESSAGE }).trim().min(3, ADDRESS_MESSAGE).max(200, "Address is too long (at most 200 characters).");

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

export const propertyStatusSchema = z.enum(["sold", "for_sale", "to_let"]);

export const propertySchema = z.object({
  id: z.string(),
  address: z.string(),
  postcode: z.string().nullable(),
  uprn: z.string().nullable(),
  price: z.string(),
  status: z.string(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  sqft: z.number().nullable(),
  propertyType: z.string().nullable(),
  saleDate: z.string().nullable(),
  listingDate: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  source: z.string(),
  period: z.string(),
});
export type Property = z.infer<typeof propertySchema>;

export const trendPointSchema = z.object({ month: z.string(), average: z.number(), count: z.number() });
export type TrendPoint = z.infer<typeof trendPointSchema>;

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
  coverage: z.object({ salesPeriod: z.string().nullable(), listingsSource: z.string().nullable(), notes: z.array(z.string()) }),
  searchType: z.string(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
