import { z } from "zod";

// The EPC data service (api.get-energy-performance-data.communities.gov.uk), which replaced
// the open-data API in 2026. Its search answers a summary per certificate in camelCase;
// the certificate answers the lodged document in snake_case, whose fields vary with the
// schema version it was lodged under. Only what we read is described; the rest passes.
// See docs/decisions/060-epc-register.md for the sources and the assumptions.
const text = z.string().nullish();

export const vendorSummarySchema = z.object({
  certificateNumber: z.string().min(1),
  uprn: z.union([z.string(), z.number()]).nullish(),
  addressLine1: text,
  addressLine2: text,
  addressLine3: text,
  addressLine4: text,
  postTown: text,
  postcode: text,
  currentEnergyEfficiencyBand: text,
  registrationDate: text,
});
export type VendorSummary = z.infer<typeof vendorSummarySchema>;

export const vendorSearchSchema = z.object({
  data: z.array(vendorSummarySchema),
  pagination: z.object({ totalRecords: z.number().nullish() }).passthrough().nullish(),
});

// A certificate's fields differ with the schema it was lodged under, so none is required
// or typed here: to-live-epc-row.ts reads each it knows and leaves the rest empty, and an
// odd field never fails a whole search.
export const vendorCertificateSchema = z.object({ data: z.record(z.string(), z.unknown()) });
export type VendorCertificate = z.infer<typeof vendorCertificateSchema>["data"];

/** The service's "none found" answer: a 404 whose error says nothing could be found. */
export const vendorNoneFoundSchema = z.union([
  z.object({ error: z.string().regex(/could be found/i) }),
  z.object({ data: z.object({ error: z.string().regex(/could be found/i) }) }),
]);
