import { z } from "zod";
import { parsePostcodeQuery, type PostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { POSTCODE_MESSAGE } from "@/lib/postcode/check-postcode-input";
import { addressInputSchema } from "@/lib/property/schemas";

/** Figures are worked out within this distance of a full postcode (spec-free choice, decision 023). */
export const AREA_RADIUS_MILES = 0.5;
export const LISTED_BUILDING_RADIUS_METRES = 250;
/** Spec §9: below this many crimes per 1,000 residents the summary calls the area relatively safe. */
export const SAFE_CRIME_RATE = 15;

export type AreaTarget = PostcodeQuery | { kind: "uprn"; value: string };

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const postcodeTarget = (value: string, ctx: z.RefinementCtx): PostcodeQuery => {
  const parsed = parsePostcodeQuery(value);
  if (!parsed) {
    ctx.addIssue({ code: "custom", message: POSTCODE_MESSAGE });
    return z.NEVER;
  }
  return parsed;
};

const boundedText = z.string({ error: POSTCODE_MESSAGE }).trim().min(1, POSTCODE_MESSAGE).max(16, POSTCODE_MESSAGE);

/** A full postcode, outward code or sector (spec §5). */
export const areaPostcodeSchema = boundedText.transform(postcodeTarget);

/** `{postcode-or-id}` of GET /api/area-analysis: a postcode, outward code, sector, or a UPRN (1-12 digits). */
export const areaTargetSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .transform(decodeSegment)
  .pipe(boundedText)
  .transform((value, ctx): AreaTarget => (/^\d{1,12}$/.test(value) ? { kind: "uprn", value } : postcodeTarget(value, ctx)));

export const areaAnalysisParamsSchema = z.object({ postcode: areaTargetSchema });
export const areaContextQuerySchema = z.object({ postcode: areaPostcodeSchema });
export const addressMatchQuerySchema = z.object({ query: addressInputSchema });

// ------------------------------------------------------------------ responses

const nullableNumber = z.number().nullable();

export const areaSchema = z.object({
  label: z.string(),
  kind: z.enum(["postcode", "sector", "outcode"]),
  latitude: z.number(),
  longitude: z.number(),
  /** Radius of the circle the market figures use; null when the whole outcode or sector is used. */
  radiusMiles: nullableNumber,
  postcodeCount: z.number(),
  districtCode: z.string().nullable(),
  authority: z.string().nullable(),
  /** Set when the request named a UPRN: the address it resolved to. */
  resolvedFrom: z.string().nullable(),
});
export type AreaSummary = z.infer<typeof areaSchema>;

const datasetSchema = z.object({
  count: z.number(),
  source: z.string().nullable(),
  period: z.string().nullable(),
  demo: z.boolean(),
  note: z.string().nullable(),
});

export const crimeSummarySchema = z.object({
  count: nullableNumber,
  fromMonth: z.string().nullable(),
  toMonth: z.string().nullable(),
  months: z.number(),
  radiusMiles: z.number(),
  estimatedResidents: nullableNumber,
  method: z.string(),
  topTypes: z.array(z.object({ type: z.string(), count: z.number() })),
  source: z.string(),
  note: z.string().nullable(),
});

export const areaAnalysisSchema = z.object({
  averagePrice: nullableNumber,
  priceChange: nullableNumber,
  averageRent: nullableNumber,
  daysOnMarket: nullableNumber,
  crimeRate: nullableNumber,
  transportScore: nullableNumber,
  schoolRating: nullableNumber,
  amenityCount: nullableNumber,
  area: areaSchema,
  sales: datasetSchema,
  rent: datasetSchema.extend({ basis: z.enum(["listings", "rent-table"]).nullable() }),
  listings: datasetSchema,
  crime: crimeSummarySchema,
  demographics: z.object({ note: z.string() }),
});
export type AreaAnalysis = z.infer<typeof areaAnalysisSchema>;

/** `crimeBreakdown` is JSON text (spec §3): a `types` map of name to count, and what it covers. */
export const crimeBreakdownSchema = z.object({
  types: z.record(z.string(), z.number()),
  total: z.number(),
  fromMonth: z.string(),
  toMonth: z.string(),
  months: z.number(),
  radiusMiles: z.number(),
  ratePer1000: nullableNumber,
  source: z.string(),
});
export type CrimeBreakdown = z.infer<typeof crimeBreakdownSchema>;

/** `councilTax` is JSON text (spec §3) with `band_a_annual` in pounds. */
export const councilTaxSchema = z.object({
  band_a_annual: z.number(),
  band_d_annual: z.number(),
  year: z.string(),
  authority: z.string(),
  source: z.string(),
});
export type CouncilTaxJson = z.infer<typeof councilTaxSchema>;

export const areaContextSchema = z.object({
  postcode: z.string(),
  crimeIndex: nullableNumber,
  crimeBreakdown: z.string().nullable(),
  councilTax: z.string().nullable(),
  areaType: z.enum(["urban", "suburban", "rural"]).nullable(),
  constraintsConservation: z.boolean().nullable(),
  constraintsAonb: z.boolean().nullable(),
  conservationAreas: z.array(z.object({ name: z.string(), reference: z.string(), designationDate: z.string().nullable() })),
  listedBuildings: z.array(z.object({ listEntry: z.string(), name: z.string(), grade: z.string(), distanceMetres: z.number(), hyperlink: z.string().nullable() })).nullable(),
  postcodesWithin1Km: z.number(),
  notes: z.object({
    crime: z.string().nullable(),
    councilTax: z.string().nullable(),
    areaType: z.string(),
    conservation: z.string().nullable(),
    aonb: z.string().nullable(),
    listedBuildings: z.string().nullable(),
  }),
});
export type AreaContext = z.infer<typeof areaContextSchema>;

export const addressMatchSchema = z.object({
  match: z.object({
    postcode: z.string(),
    address: z.string().nullable(),
    uprn: z.string().nullable(),
    confidence: z.enum(["HIGH", "MEDIUM", "LOW", "ERROR"]),
    score: z.number(),
  }),
});
export type AddressMatch = z.infer<typeof addressMatchSchema>;

/** Parses the JSON-text fields of the area context; null when absent or malformed. */
export function parseJsonField<T>(text: string | null, schema: z.ZodType<T>): T | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
