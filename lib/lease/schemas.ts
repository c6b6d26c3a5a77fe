import { z } from "zod";

type Unit = "pounds" | "percent" | "years" | "m²";

function show(value: number, unit: Unit): string {
  if (unit === "pounds") return `£${value.toLocaleString("en-GB")}`;
  if (unit === "percent") return `${value}%`;
  if (unit === "m²") return `${value.toLocaleString("en-GB")} m²`;
  return `${value} years`;
}

function amount(label: string, unit: Unit, min: number, max: number) {
  return z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null || Number.isNaN(issue.input) ? `Enter the ${label}.` : `The ${label} must be a number.`),
    })
    .min(min, `The ${label} must be at least ${show(min, unit)}.`)
    .max(max, `The ${label} must be at most ${show(max, unit)}.`);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as YYYY-MM-DD that is a real day. */
function isoDate(label: string) {
  return z
    .string({ error: `Enter the ${label} as a date (YYYY-MM-DD).` })
    .refine((value) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `The ${label} must be a real date (YYYY-MM-DD).`);
}

export const MAX_LEASES = 200;
export const MAX_EVENT_DATES = 20;

export const commercialLeaseSchema = z
  .object(
    {
      tenant: z.string({ error: "Enter the tenant." }).trim().min(1, "Enter the tenant.").max(200, "The tenant's name must be at most 200 characters."),
      areaM2: amount("area", "m²", 0, 10_000_000).nullable().default(null),
      rentPerYear: amount("rent", "pounds", 0, 1_000_000_000),
      start: isoDate("lease start"),
      expiry: isoDate("lease expiry"),
      breakDates: z.array(isoDate("break date"), { error: "Send the break dates as a list." }).max(MAX_EVENT_DATES, `At most ${MAX_EVENT_DATES} break dates a lease.`).default([]),
      reviewDates: z.array(isoDate("rent review date"), { error: "Send the review dates as a list." }).max(MAX_EVENT_DATES, `At most ${MAX_EVENT_DATES} review dates a lease.`).default([]),
    },
    { error: "Each lease must be an object with tenant, rentPerYear, start and expiry." },
  )
  .superRefine((lease, ctx) => {
    if (lease.expiry <= lease.start) ctx.addIssue({ code: "custom", path: ["expiry"], message: `The lease expiry of ${lease.tenant} must be after its start.` });
    for (const [key, label] of [["breakDates", "break"], ["reviewDates", "rent review"]] as const) {
      if (lease[key].some((date) => date <= lease.start || date >= lease.expiry)) {
        ctx.addIssue({ code: "custom", path: [key], message: `Every ${label} date of ${lease.tenant} must fall after the start and before the expiry.` });
      }
    }
  });
export type CommercialLease = z.output<typeof commercialLeaseSchema>;
export type CommercialLeaseInput = z.input<typeof commercialLeaseSchema>;

export const leaseAnalysisSchema = z.object(
  {
    valuationDate: isoDate("valuation date"),
    leases: z.array(commercialLeaseSchema, { error: "Send the leases as a list." }).min(1, "Add at least one lease.").max(MAX_LEASES, `At most ${MAX_LEASES} leases at a time.`),
  },
  { error: "Send a JSON object with a valuationDate and a list of leases." },
);
export type LeaseAnalysisInput = z.input<typeof leaseAnalysisSchema>;
export type LeaseAnalysisRequest = z.output<typeof leaseAnalysisSchema>;

/** The valuation basis of a residential lease extension. */
export const EXTENSION_BASES = ["1993-act", "lfra-2024"] as const;
export type ExtensionBasis = (typeof EXTENSION_BASES)[number];
export const EXTENSION_BASIS_LABELS: Record<ExtensionBasis, string> = {
  "1993-act": "1993 Act (current)",
  "lfra-2024": "LFRA 2024 (when in force)",
};

export const leaseExtensionSchema = z.object(
  {
    basis: z.enum(EXTENSION_BASES, { error: 'The basis must be "1993-act" or "lfra-2024".' }),
    unexpiredYears: amount("unexpired term", "years", 0.1, 999),
    groundRentPerYear: amount("ground rent", "pounds", 0, 1_000_000),
    freeholdValue: amount("freehold vacant possession value", "pounds", 1, 100_000_000),
    capitalisationRatePercent: amount("capitalisation rate", "percent", 0.1, 25),
    defermentRatePercent: amount("deferment rate", "percent", 0.1, 25),
    /** The existing lease's value as a share of the freehold value (1993 Act, for marriage value). */
    relativityPercent: amount("relativity", "percent", 1, 100),
    /** The extended lease's value as a share of the freehold value (1993 Act, for marriage value). */
    extendedLeaseValuePercent: amount("extended lease value", "percent", 1, 100),
  },
  { error: "Send a JSON object with basis, unexpiredYears, groundRentPerYear, freeholdValue, capitalisationRatePercent, defermentRatePercent, relativityPercent and extendedLeaseValuePercent." },
);
export type LeaseExtensionInput = z.infer<typeof leaseExtensionSchema>;

export const EXTENSION_FORM_DEFAULTS: LeaseExtensionInput = {
  basis: "1993-act",
  unexpiredYears: 70,
  groundRentPerYear: 250,
  freeholdValue: 400_000,
  capitalisationRatePercent: 6,
  // Sportelli (Lands Tribunal, 2007): 5% for flats, 4.75% for houses, in Prime Central London and widely beyond.
  defermentRatePercent: 5,
  relativityPercent: 88,
  extendedLeaseValuePercent: 99,
};
