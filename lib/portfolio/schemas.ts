import { z } from "zod";

// Server-side limits (spec §5, §9): the screen's caps, enforced here too.
export const LIST_LIMIT = 500;
export const BULK_VALIDATION_LIMIT = 50;
export const FUZZY_CORRECTION_LIMIT = 500;
export const OWNERSHIP_SEARCH_LIMIT = 500;
export const RECENT_JOBS = 5;
export const NEEDING_SEARCH_SHOWN = 10;
export const SEARCH_ALL_LIMIT = 2000;
export const CHARGED_ADDRESS_MIN = 5;

const id = z.string().trim().min(1, "An id is required.").max(100, "That id is too long (at most 100 characters).");
const text = (label: string, max: number) => z.string().trim().max(max, `${label} is too long (at most ${max} characters).`);
// Empty optional text is omitted (spec §5: "empty is omitted").
const optionalText = (label: string, max: number) =>
  text(label, max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));
const wholePounds = (label: string) => z.number({ error: `${label} must be a number of whole pounds.` }).int(`${label} must be whole pounds.`).min(0, `${label} cannot be negative.`).max(10_000_000_000, `${label} is too large.`);
const isoDate = (label: string) => z.iso.date({ error: `${label} must be a date as YYYY-MM-DD.` });

export const namespaceParams = z.object({ namespace: z.string().max(100) });
export const idParams = namespaceParams.extend({ id });
export const titleParams = namespaceParams.extend({ titleNumber: text("Title number", 20).min(1, "A title number is required.") });

export const listSearchQuery = z.object({ search: optionalText("The search term", 200) });

export const addPropertySchema = z.object({
  titleNumber: z.string({ error: "Title Number and Address are required fields." }).trim().min(1, "Title Number and Address are required fields.").max(20, "Title Number is too long (at most 20 characters)."),
  address: z.string({ error: "Title Number and Address are required fields." }).trim().min(1, "Title Number and Address are required fields.").max(300, "Address is too long (at most 300 characters)."),
  postcode: optionalText("Postcode", 10),
  city: optionalText("City", 100),
  county: optionalText("County", 100),
  tenure: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(["Freehold", "Leasehold"], { error: "Tenure must be Freehold or Leasehold." }).optional()),
  classification: optionalText("Classification", 100),
});
export type AddPropertyInput = z.infer<typeof addPropertySchema>;

export const addChargedPropertySchema = z.object({
  address: z.string({ error: "Address is required" }).trim().min(CHARGED_ADDRESS_MIN, "Address is required").max(300, "Address is too long (at most 300 characters)."),
  city: optionalText("City", 100),
  postcode: optionalText("Postcode", 10),
  lender: optionalText("Lender", 200),
  amountSecured: optionalText("Amount secured", 100),
  chargeType: optionalText("Charge type", 100),
  status: optionalText("Status", 50),
  details: optionalText("Details", 1000),
});
export type AddChargedPropertyInput = z.infer<typeof addChargedPropertySchema>;

export const updateAddressSchema = z.object({
  address: z.string({ error: "An address is required." }).trim().min(1, "An address is required.").max(300, "Address is too long (at most 300 characters)."),
  postcode: optionalText("Postcode", 10),
  city: optionalText("City", 100),
  county: optionalText("County", 100),
});
export type UpdateAddressInput = z.infer<typeof updateAddressSchema>;

export const addChargeSchema = z.object({
  titleNumber: optionalText("Title number", 20),
  dateRegistered: isoDate("Date registered").optional(),
  status: z.string({ error: "A status is required (Open or Satisfied)." }).trim().min(1, "A status is required (Open or Satisfied).").max(50, "Status is too long (at most 50 characters)."),
  lender: optionalText("Lender", 200),
  amountSecured: wholePounds("Amount secured").optional(),
  chargeType: optionalText("Charge type", 100),
  details: optionalText("Details", 1000),
});
export type AddChargeInput = z.infer<typeof addChargeSchema>;

export const addValuationSchema = z.object({
  titleNumber: z.string({ error: "A title number is required." }).trim().min(1, "A title number is required.").max(20, "Title number is too long (at most 20 characters)."),
  address: optionalText("Address", 300),
  uprn: z.string().trim().regex(/^\d{1,12}$/, "A UPRN is 1 to 12 digits.").optional().or(z.literal("").transform(() => undefined)),
  currentValue: wholePounds("Current value").optional(),
  rcaValue: wholePounds("RCA value").optional(),
  previousValue: wholePounds("Previous value").optional(),
  valuationType: optionalText("Valuation type", 100),
  valuationBasis: optionalText("Valuation basis", 100),
  valuationDate: isoDate("Valuation date").optional(),
  notes: optionalText("Notes", 1000),
});
export type AddValuationInput = z.infer<typeof addValuationSchema>;

export const searchOwnershipSchema = z
  .object({
    propertyIds: z.array(id, { error: "propertyIds must be a list of charged property ids." }).max(OWNERSHIP_SEARCH_LIMIT, `Search at most ${OWNERSHIP_SEARCH_LIMIT} properties at a time, or use Search All.`).default([]),
    searchAll: z.boolean({ error: "searchAll must be true or false." }).default(false),
  })
  .refine((body) => body.searchAll || body.propertyIds.length > 0, { message: "Choose at least one property to search, or Search All.", path: ["propertyIds"] });

export const bulkValidateSchema = z.object({
  addresses: z
    .array(z.object({ id, originalAddress: text("An address", 300).optional() }), { error: "addresses must be a list of {id, originalAddress}." })
    .min(1, "There are no addresses to validate.")
    .max(BULK_VALIDATION_LIMIT, `Validate at most ${BULK_VALIDATION_LIMIT} addresses at a time.`),
});

export const fuzzyCorrectionSchema = z.object({
  propertyIds: z.array(id, { error: "propertyIds must be a list of charged property ids." }).min(1, "There are no properties to correct.").max(FUZZY_CORRECTION_LIMIT, `Correct at most ${FUZZY_CORRECTION_LIMIT} properties at a time.`),
});

// The client posts whole result objects; only their ids are read (the stored suggestion is applied).
export const applyBulkCorrectionsSchema = z.object({
  corrections: z.array(z.object({ id }), { error: "corrections must be a list of validation results." }).min(1, "Select at least one correction to apply.").max(BULK_VALIDATION_LIMIT, `Apply at most ${BULK_VALIDATION_LIMIT} corrections at a time.`),
});

export const generateReportSchema = z.object({
  titleNumber: z.string({ error: "A title number is required." }).trim().min(1, "A title number is required.").max(20, "Title number is too long (at most 20 characters)."),
  uprn: z.string().trim().regex(/^\d{1,12}$/, "A UPRN is 1 to 12 digits.").optional().nullable().or(z.literal("").transform(() => undefined)),
});

export const exportPdfSchema = z.object({
  htmlContent: z.string({ error: "htmlContent is required." }).min(1, "There is no report to export.").max(500_000, "The report is too large to export (at most 500,000 characters)."),
  titleNumber: z.string({ error: "A title number is required." }).trim().min(1, "A title number is required.").max(20, "Title number is too long (at most 20 characters)."),
  fileName: z.string().max(200).optional(),
});
