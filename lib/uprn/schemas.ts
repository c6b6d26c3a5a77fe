import { z } from "zod";
import { postcodeInputSchema } from "@/lib/postcode/schemas";
import { uprnSchema } from "@/lib/property/schemas";

const limitSchema = z.coerce.number({ error: "limit must be a whole number from 1 to 200." }).int("limit must be a whole number from 1 to 200.").min(1, "limit must be a whole number from 1 to 200.").max(200, "limit must be a whole number from 1 to 200.").default(50);

export const uprnParamsSchema = z.object({ uprn: uprnSchema });

export const addressSearchSchema = z.object({
  q: z.string({ error: "Enter an address to search for." }).trim().min(3, "Enter at least 3 characters of the address.").max(200, "The address is too long (at most 200 characters)."),
  fuzzy: z.enum(["true", "false"], { error: "fuzzy must be true or false." }).default("true"),
  limit: limitSchema,
});

export const postcodeSearchSchema = z.object({
  postcode: postcodeInputSchema,
  limit: limitSchema,
  offset: z.coerce.number({ error: "offset must be a whole number, 0 or more." }).int("offset must be a whole number, 0 or more.").min(0, "offset must be a whole number, 0 or more.").max(1_000_000).default(0),
});

/**
 * A coordinate in decimal degrees, required: an empty or missing value is refused rather
 * than read as 0 (z.coerce.number turns "" into 0, which searched the Gulf of Guinea).
 */
function coordinateSchema(name: "latitude" | "longitude", limit: number, example: string) {
  const enter = `Enter a ${name} in decimal degrees, for example ${example}.`;
  return z
    .string({ error: enter })
    .trim()
    .min(1, enter)
    .refine((text) => Number.isFinite(Number(text)), `The ${name} must be a number in decimal degrees, for example ${example}.`)
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, `The ${name} must be between -${limit} and ${limit} degrees.`);
}

/** The Nearby search's query; the UPRN screen checks its fields with the same schema before sending. */
export const radiusSearchSchema = z.object({
  lat: coordinateSchema("latitude", 90, "55.0072"),
  lng: coordinateSchema("longitude", 180, "-1.6353"),
  radius: z.coerce.number({ error: "The radius must be a number of metres, for example 100." }).positive("The radius must be more than 0 metres.").max(5000, "The radius can be at most 5000 metres.").default(100),
  limit: limitSchema,
});

export const uprnRecordSchema = z.object({
  uprn: z.string(),
  address: z.string(),
  postcode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** True when the postcode has no centroid and the point is its sector's or outward code's. */
  locationApproximate: z.boolean().optional(),
  source: z.string(),
  period: z.string(),
  distanceMetres: z.number().optional(),
  score: z.number().optional(),
  /** Fuzzy address search: how sure the matcher is of this result (it returns nothing below MEDIUM). */
  confidence: z.enum(["HIGH", "MEDIUM", "LOW"]).optional(),
});
export type UprnRecord = z.infer<typeof uprnRecordSchema>;
export const uprnListSchema = z.object({ results: z.array(uprnRecordSchema), total: z.number(), limit: z.number(), offset: z.number() });
export type UprnList = z.infer<typeof uprnListSchema>;
