import { z } from "zod";
import { normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { uprnSchema } from "@/lib/property/schemas";
import { PROPERTY_TYPES } from "./property-types";

// Spec §5 and §8: the postcode is required (toast "Required Field" / "Please enter a
// postcode") and upper-cased; the optional numbers are parsed as integers. Spec §9:
// bedrooms 1-8, bathrooms 1-5.
export const POSTCODE_REQUIRED_MESSAGE = "Please enter a postcode";
export const POSTCODE_FORMAT_MESSAGE = "Enter a full UK postcode, e.g. NE3 3LJ.";
export const PROPERTY_TYPE_MESSAGE = "Choose a property type: house, flat, apartment, bungalow, maisonette, terraced, detached or semi-detached.";
export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const BATHROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
export const SQFT_LIMITS = { min: 100, max: 20_000 } as const;

/** "" and null mean "not given"; "3" and 3 mean 3; anything else is left for the number check to reject. */
function toOptionalInteger(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") {
    const text = value.trim();
    if (!text) return undefined;
    return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
  }
  return value;
}

function optionalInteger(message: string, min: number, max: number) {
  return z.preprocess(toOptionalInteger, z.number({ error: message }).int(message).min(min, message).max(max, message).optional());
}

export const valuationRequestSchema = z.object({
  postcode: z
    .string({ error: POSTCODE_REQUIRED_MESSAGE })
    .trim()
    .min(1, POSTCODE_REQUIRED_MESSAGE)
    .max(16, POSTCODE_FORMAT_MESSAGE)
    .refine((value) => normalisePostcode(value) !== null, POSTCODE_FORMAT_MESSAGE)
    .transform((value) => normalisePostcode(value) ?? value.toUpperCase()),
  propertyType: z.enum(PROPERTY_TYPES, { error: PROPERTY_TYPE_MESSAGE }),
  bedrooms: optionalInteger("Bedrooms must be a whole number from 1 to 8.", 1, 8),
  bathrooms: optionalInteger("Bathrooms must be a whole number from 1 to 5.", 1, 5),
  sqft: optionalInteger(`Floor area must be a whole number of square feet from ${SQFT_LIMITS.min} to ${SQFT_LIMITS.max.toLocaleString("en-GB")}.`, SQFT_LIMITS.min, SQFT_LIMITS.max),
  uprn: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value === "" || value === null ? undefined : value),
    uprnSchema.optional(),
  ),
});

export type ValuationRequestInput = z.input<typeof valuationRequestSchema>;
export type ValuationRequest = z.output<typeof valuationRequestSchema>;

export const confidenceSchema = z.enum(["high", "medium", "low"]);

export const comparableSchema = z.object({
  address: z.string(),
  postcode: z.string(),
  /** Price paid, integer pounds. */
  price: z.number(),
  /** Date of sale, ISO 8601. */
  date: z.string(),
  propertyType: z.string(),
  distanceMetres: z.number().nullable(),
  /** The price moved to the valuation date and, when sizes are known, to the subject's size. */
  adjustedPrice: z.number(),
  floorAreaSqft: z.number().nullable().optional(),
  /** Share of the total weight, 0..1. */
  weight: z.number(),
});
export type Comparable = z.infer<typeof comparableSchema>;

/** A sale of the home itself; indexedPrice is null when it is older than the price index reaches. */
export const subjectSaleSchema = z.object({ date: z.string(), price: z.number(), indexedPrice: z.number().nullable(), propertyType: z.string(), category: z.string() });

export const valuationResponseSchema = z.object({
  estimatedValue: z.number(),
  rentalEstimate: z.number(),
  /** Gross yield, percent, 2 dp. */
  yield: z.number(),
  postcode: z.string(),
  propertyType: z.string(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  sqft: z.number().nullable(),
  valueRange: z.object({ low: z.number(), high: z.number() }),
  confidence: confidenceSchema,
  comparables: z.array(comparableSchema),
  rentBasis: z.string(),
  method: z.string(),
  /** Months the comparables were sold in, "2022-01..2022-09". */
  dataPeriod: z.string(),
  /** The date the value refers to (the latest sale in the local data), ISO 8601 date. */
  valuationDate: z.string(),
  subjectHistory: z.array(subjectSaleSchema).optional(),
  address: z.string().nullable(),
  uprn: z.string().nullable(),
  floorArea: z.object({ sqft: z.number(), source: z.enum(["input", "epc"]), demo: z.boolean() }).nullable(),
  rent: z.object({ source: z.enum(["listings", "rent-table", "yield-rule"]), sampleSize: z.number().nullable(), period: z.string().nullable(), demo: z.boolean() }),
  /** How far the search for comparables went: "within 0.5 miles" or "in postcode sector NE3 3". */
  searchArea: z.string(),
  notes: z.array(z.string()),
  /** What the user must see beside the value: the chosen type contradicts the home's recorded one. */
  warnings: z.array(z.string()),
});
export type ValuationResponse = z.infer<typeof valuationResponseSchema>;
