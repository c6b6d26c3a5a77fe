import { z } from "zod";
import { ADDRESS_MESSAGE, DEFAULT_RADIUS, POSTCODE_MESSAGE, RADIUS_OPTIONS, UPRN_MESSAGE, checkAddressInput, checkPostcodeInput, normalisePostcodeInput } from "./search-input";

export { ADDRESS_MESSAGE, DEFAULT_RADIUS, POSTCODE_MESSAGE, RADIUS_OPTIONS, UPRN_MESSAGE };

export const recentSearchSchema = z.object({ id: z.number().int(), postcode: z.string() });
export const recentSearchesSchema = z.array(recentSearchSchema);
export type RecentSearch = z.infer<typeof recentSearchSchema>;

export const SEARCH_RESULT_LIMIT = 500;

export const postcodeInputSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .refine((value) => checkPostcodeInput(value) === null, POSTCODE_MESSAGE)
  .transform(normalisePostcodeInput);

export const uprnSchema = z.string({ error: UPRN_MESSAGE }).trim().regex(/^\d{1,12}$/, UPRN_MESSAGE);
export const addressInputSchema = z
  .string({ error: ADDRESS_MESSAGE })
  .superRefine((value, ctx) => {
    const message = checkAddressInput(value);
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .transform((value) => value.trim());

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
