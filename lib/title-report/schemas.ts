import { z } from "zod";
import { uprnSchema } from "@/lib/property/schemas";

export const titleReportParamsSchema = z.object({ uprn: uprnSchema });

// The title report of spec part 2 §3, key for key (dataSources.chimnie is the
// property-data provider's slot; our screens call it "Property data provider").
export const titleReportSchema = z.object({
  reportDate: z.string(),
  uprn: z.string(),
  reportType: z.string(),
  compliance: z.object({
    generatedBy: z.string(),
    validationWarnings: z.array(z.string()),
    legalDisclaimer: z.string(),
  }),
  property: z.object({ address: z.string().nullable(), type: z.string().nullable(), buildPeriod: z.string().nullable() }),
  ownership: z.object({
    companyOwnership: z.boolean(),
    overseasOwnership: z.boolean(),
    occupancyStatus: z.string().nullable(),
    companyDetails: z.array(z.object({ name: z.string(), address: z.string().nullable(), company_number: z.string().nullable() })),
  }),
  epc: z.object({ currentRating: z.string().nullable(), potentialRating: z.string().nullable(), inspectionDate: z.string().nullable(), validUntil: z.string().nullable() }).nullable(),
  hmlr: z
    .object({
      titleNumber: z.string(),
      proprietors: z.array(z.object({ name: z.string(), address: z.string().nullable() })),
      charges: z.array(z.object({ description: z.string(), date: z.string().nullable() })),
    })
    .nullable(),
  aiAnalysis: z.string().nullable(),
  dataSources: z.object({ chimnie: z.string(), epc: z.string(), hmlr: z.string() }),
});
export type TitleReport = z.infer<typeof titleReportSchema>;
