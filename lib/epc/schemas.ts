import { z } from "zod";
import { normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { uprnSchema } from "@/lib/property/schemas";

export const EPC_POSTCODE_MESSAGE = "Enter a full UK postcode, such as NE3 3LJ: the EPC register is searched by whole postcode.";

export const epcUprnParamsSchema = z.object({ uprn: uprnSchema });

/** A whole postcode, normalised ("ne33lj" → "NE3 3LJ"); an outward code or sector is refused. */
export const epcPostcodeParamsSchema = z.object({
  postcode: z
    .string({ error: EPC_POSTCODE_MESSAGE })
    .max(16, EPC_POSTCODE_MESSAGE)
    .transform((value, ctx) => {
      const postcode = normalisePostcode(value);
      if (!postcode) {
        ctx.addIssue({ code: "custom", message: EPC_POSTCODE_MESSAGE });
        return z.NEVER;
      }
      return postcode;
    }),
});

/**
 * Where a row comes from: our import of the register's bulk export, the synthetic demo
 * layer, or the live EPC data service. Screens label each.
 */
export const epcSourceSchema = z.enum(["epc-register", "demo", "epc-live"]);
export type EpcSource = z.infer<typeof epcSourceSchema>;

/**
 * One certificate, with spec part 2 §3's field names exactly (snake_case), plus its
 * certificate number, lodgement date, main heating description, source and whether it
 * has expired. Dates are ISO calendar dates ("2019-03-01").
 */
export const epcRowSchema = z.object({
  certificate_number: z.string(),
  address1: z.string(),
  address2: z.string().optional(),
  posttown: z.string().nullable(),
  postcode: z.string(),
  current_energy_rating: z.string().nullable(),
  current_energy_efficiency: z.number().nullable(),
  potential_energy_rating: z.string().nullable(),
  potential_energy_efficiency: z.number().nullable(),
  inspection_date: z.string().nullable(),
  lodgement_date: z.string().nullable(),
  property_type: z.string().nullable(),
  built_form: z.string().nullable(),
  total_floor_area: z.number().nullable(),
  environment_impact_current: z.number().nullable(),
  main_heating_controls: z.string().nullable(),
  mainheat_description: z.string().nullable(),
  hot_water_description: z.string().nullable(),
  uprn: z.string().nullable(),
  date_of_expiry: z.string().nullable(),
  expired: z.boolean(),
  source: epcSourceSchema,
});
export type EpcRow = z.infer<typeof epcRowSchema>;

/** GET /api/epc/search/{uprn} and /api/epc/postcode/{postcode}: newest first, at most EPC_MAX_ROWS; `total` counts all. */
export const epcResponseSchema = z.object({ rows: z.array(epcRowSchema), total: z.number() });
export type EpcResponse = z.infer<typeof epcResponseSchema>;

// A postcode holds a few dozen certificates at most in practice; a tower block can hold
// hundreds. The newest 100 are shown (and, live, fetched in full); "total" says how many.
export const EPC_MAX_ROWS = 100;
