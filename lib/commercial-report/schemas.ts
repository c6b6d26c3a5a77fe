import { z } from "zod";
import { investmentValuationSchema } from "@/lib/commercial-valuation/schemas";
import { leaseAnalysisSchema } from "@/lib/lease/schemas";

const PROPERTY_MESSAGE = "Name the property by its UPRN (digits only) or a Price Paid transaction id (e.g. {1A2B3C4D-…}).";

/** One property, by UPRN or by the transaction id of its sale. */
export const reportPropertySchema = z
  .object(
    {
      uprn: z.string({ error: PROPERTY_MESSAGE }).trim().regex(/^\d{1,12}$/, PROPERTY_MESSAGE).optional(),
      transactionId: z.string({ error: PROPERTY_MESSAGE }).trim().min(1, PROPERTY_MESSAGE).max(60, PROPERTY_MESSAGE).optional(),
    },
    { error: PROPERTY_MESSAGE },
  )
  .refine((property) => (property.uprn === undefined) !== (property.transactionId === undefined), PROPERTY_MESSAGE);

/** POST /api/commercial/reports/{view,pdf}: the property, the valuation's inputs, and optionally its leases. */
export const commercialReportSchema = z.object(
  {
    property: reportPropertySchema,
    valuation: investmentValuationSchema,
    lease: leaseAnalysisSchema.optional(),
  },
  { error: "Send a JSON object with property ({ uprn } or { transactionId }), valuation (its six inputs) and optionally lease ({ valuationDate, leases })." },
);
export type CommercialReportInput = z.input<typeof commercialReportSchema>;
export type CommercialReportRequest = z.output<typeof commercialReportSchema>;
