import { z } from "zod";
import { ADDRESS_MESSAGE, UPRN_MESSAGE, checkAddressInput } from "./check-property-input";

export const uprnSchema = z.string({ error: UPRN_MESSAGE }).trim().regex(/^\d{1,12}$/, UPRN_MESSAGE);

export const addressInputSchema = z
  .string({ error: ADDRESS_MESSAGE })
  .superRefine((value, ctx) => {
    const message = checkAddressInput(value);
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .transform((value) => value.trim());

export const propertyStatusSchema = z.enum(["sold", "for_sale", "to_let"]);

/** A property as every screen shows it: a sale (Price Paid) or a listing, with its source and period. */
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
  /**
   * True on a Price Paid sale that residential figures leave out (type Other or category B
   * "additional price paid"): still listed, but labelled and never in an average or trend.
   */
  nonResidential: z.boolean().optional(),
  /**
   * Figures on a sale that are not Price Paid's, with their own source: the floor area (from
   * an EPC certificate) and the UPRN (from the address register). Each is labelled by its own
   * source on screen, so a demo floor area is never read as Land Registry's.
   */
  figureSources: z.object({ sqft: z.object({ source: z.string(), period: z.string() }), uprn: z.object({ source: z.string(), period: z.string() }) }).partial().optional(),
  /** True when the point is the sector's or outward code's centroid, the postcode having none (Address.locationApproximate). */
  locationApproximate: z.boolean().optional(),
});
export type Property = z.infer<typeof propertySchema>;

/** One month of a price trend: the average sale price (whole pounds) and the number of sales. */
export const trendPointSchema = z.object({ month: z.string(), average: z.number(), count: z.number() });
export type TrendPoint = z.infer<typeof trendPointSchema>;
