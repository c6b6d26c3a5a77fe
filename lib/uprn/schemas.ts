import { z } from "zod";
import { postcodeInputSchema } from "@/lib/postcode/schemas";
import { uprnSchema } from "@/lib/property/schemas";

const limitSchema = z.coerce.number({ error: "limit must be a whole number from 1 to 200." }).int("limit must be a whole number from 1 to 200.").min(1, "limit must be a whole number from 1 to 200.").max(200, "limit must be a whole number from 1 to 200.").default(50);

export const uprnParamsSchema = z.object({ uprn: uprnSchema });

export const addressSearchSchema = z.object({
  q: z.string({ error: "Enter an address to search for (q)." }).trim().min(3, "Enter at least 3 characters of the address (q).").max(200, "The address is too long (at most 200 characters)."),
  fuzzy: z.enum(["true", "false"], { error: "fuzzy must be true or false." }).default("true"),
  limit: limitSchema,
});

export const postcodeSearchSchema = z.object({
  postcode: postcodeInputSchema,
  limit: limitSchema,
  offset: z.coerce.number({ error: "offset must be a whole number, 0 or more." }).int("offset must be a whole number, 0 or more.").min(0, "offset must be a whole number, 0 or more.").max(1_000_000).default(0),
});

export const radiusSearchSchema = z.object({
  lng: z.coerce.number({ error: "lng must be a longitude in degrees." }).min(-180, "lng must be between -180 and 180.").max(180, "lng must be between -180 and 180."),
  lat: z.coerce.number({ error: "lat must be a latitude in degrees." }).min(-90, "lat must be between -90 and 90.").max(90, "lat must be between -90 and 90."),
  radius: z.coerce.number({ error: "radius must be a distance in metres." }).positive("radius must be more than 0 metres.").max(5000, "radius can be at most 5000 metres.").default(100),
  limit: limitSchema,
});

export const uprnRecordSchema = z.object({
  uprn: z.string(),
  address: z.string(),
  postcode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  source: z.string(),
  period: z.string(),
  distanceMetres: z.number().optional(),
  score: z.number().optional(),
});
export type UprnRecord = z.infer<typeof uprnRecordSchema>;
export const uprnListSchema = z.object({ results: z.array(uprnRecordSchema), total: z.number(), limit: z.number(), offset: z.number() });
export type UprnList = z.infer<typeof uprnListSchema>;
