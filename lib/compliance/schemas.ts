import { z } from "zod";
import { uprnSchema } from "@/lib/property/schemas";

export const serviceParamsSchema = z.object({ id: uprnSchema });
export const uprnParamsSchema = z.object({ uprn: uprnSchema });
export const portfolioParamsSchema = z.object({ client: z.string().trim().min(1, "Give the client's portfolio name.").max(100) });
export const certificateParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

export const CERTIFICATE_KINDS = ["gas-safety", "electrical", "fire-risk", "legionella", "other"] as const;
export const CERTIFICATE_LABELS: Record<(typeof CERTIFICATE_KINDS)[number], string> = {
  "gas-safety": "Gas safety",
  electrical: "Electrical (EICR)",
  "fire-risk": "Fire risk assessment",
  legionella: "Legionella risk assessment",
  other: "Other certificate",
};

// A day as YYYY-MM-DD that is a real calendar date (2026-02-30 is refused, not rolled on).
const daySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date as YYYY-MM-DD.")
  .refine((value) => {
    // zod runs this after a failed pattern too: a non-date must not throw here.
    const date = new Date(`${value}T00:00:00Z`);
    // A value failing the pattern already has its message; 2026-13-01 and 2026-02-30 get this one.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "That date does not exist.");

export const createCertificateSchema = z
  .object({
    uprn: uprnSchema,
    kind: z.enum(CERTIFICATE_KINDS, { error: `Choose the certificate kind: ${CERTIFICATE_KINDS.join(", ")}.` }),
    reference: z.string().trim().max(100).optional(),
    issuedOn: daySchema.optional(),
    expiresOn: daySchema,
    recordedBy: z.string().trim().max(100).optional(),
    notes: z.string().trim().max(1000).optional(),
  })
  .refine((c) => !c.issuedOn || c.issuedOn <= c.expiresOn, { message: "The expiry date is before the issue date.", path: ["expiresOn"] });

export type CreateCertificateInput = z.infer<typeof createCertificateSchema>;

export const portfolioQuerySchema = z.object({
  offset: z.coerce.number({ error: "offset must be a whole number." }).int("offset must be a whole number.").min(0, "offset must be 0 or more.").default(0),
  limit: z.coerce.number({ error: "limit must be a whole number." }).int("limit must be a whole number.").min(1, "limit must be 1 to 500.").max(500, "limit must be 1 to 500.").default(200),
});
