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

// View Report opens a browser tab, which can only GET: the same request travels as JSON in
// one query parameter (a report with one lease is well under a kilobyte).
const MAX_VIEW_QUERY_CHARS = 8_000;
const VIEW_QUERY_MESSAGE = "report must be the report's request as JSON: property, valuation and optionally lease.";

/** GET /api/commercial/reports/view?report={json}: the same request as the POST's body. */
export const commercialReportQuerySchema = z.object({
  report: z
    .string({ error: VIEW_QUERY_MESSAGE })
    .max(MAX_VIEW_QUERY_CHARS, `report is too long (at most ${MAX_VIEW_QUERY_CHARS} characters): send a long lease schedule to POST /api/commercial/reports/view.`)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: VIEW_QUERY_MESSAGE });
        return z.NEVER;
      }
    })
    .pipe(commercialReportSchema),
});
