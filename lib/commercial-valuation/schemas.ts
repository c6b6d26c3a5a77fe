import { z } from "zod";
import { postcodeInputSchema } from "@/lib/postcode/schemas";

type Unit = "pounds" | "percent" | "years";

function show(value: number, unit: Unit): string {
  if (unit === "pounds") return `£${value.toLocaleString("en-GB")}`;
  if (unit === "percent") return `${value}%`;
  return `${value} years`;
}

/** A number in a range, with messages that name the field and say what to enter. */
function amount(label: string, unit: Unit, min: number, max: number) {
  return z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null || Number.isNaN(issue.input) ? `Enter the ${label}.` : `The ${label} must be a number.`),
    })
    .min(min, `The ${label} must be at least ${show(min, unit)}.`)
    .max(max, `The ${label} must be at most ${show(max, unit)}.`);
}

/** Purchaser's costs on a typical commercial purchase: SDLT at non-residential rates, agent's and legal fees, VAT on fees. */
export const DEFAULT_PURCHASERS_COSTS_PERCENT = 6.8;

export const investmentValuationSchema = z.object(
  {
    passingRent: amount("passing rent", "pounds", 0, 1_000_000_000),
    estimatedRentalValue: amount("estimated rental value", "pounds", 1, 1_000_000_000),
    yearsToReversion: amount("years to the review or lease end", "years", 0, 999),
    termYieldPercent: amount("term yield", "percent", 0.1, 50),
    reversionYieldPercent: amount("reversion yield", "percent", 0.1, 50),
    purchasersCostsPercent: amount("purchaser's costs", "percent", 0, 20),
  },
  { error: "Send a JSON object with passingRent, estimatedRentalValue, yearsToReversion, termYieldPercent, reversionYieldPercent and purchasersCostsPercent." },
);
export type InvestmentValuationInput = z.infer<typeof investmentValuationSchema>;

export const VALUATION_FORM_DEFAULTS: InvestmentValuationInput = {
  passingRent: 50_000,
  estimatedRentalValue: 60_000,
  yearsToReversion: 3,
  termYieldPercent: 6,
  reversionYieldPercent: 7,
  purchasersCostsPercent: DEFAULT_PURCHASERS_COSTS_PERCENT,
};

/** Search radii in miles (spec §9). */
export const COMPARABLE_RADII = [0.5, 1, 2, 5, 10] as const;
export const COMPARABLE_LIMIT = 50;

export const commercialComparablesSchema = z.object(
  {
    postcode: postcodeInputSchema,
    radiusMiles: z
      .number({ error: "The radius must be 0.5, 1, 2, 5 or 10 miles." })
      .refine((value) => (COMPARABLE_RADII as readonly number[]).includes(value), "The radius must be 0.5, 1, 2, 5 or 10 miles.")
      .default(1),
  },
  { error: "Send a JSON object with a postcode and radiusMiles." },
);
export type CommercialComparablesInput = z.input<typeof commercialComparablesSchema>;

export type CommercialComparable = {
  transactionId: string;
  address: string;
  postcode: string | null;
  price: number;
  date: string;
  /** Price Paid tenure: Freehold, Leasehold or Unknown. */
  tenure: string;
  /** Price Paid holds no rents, so this is always null from our data: the screen takes a rent you know. */
  rentPerYear: number | null;
  impliedYieldPercent: number | null;
};

export type CommercialComparablesResponse = {
  area: string;
  radiusMiles: number | null;
  /** Every type-Other sale in the area; at most COMPARABLE_LIMIT are listed, newest first. */
  total: number;
  comparables: CommercialComparable[];
  notes: string[];
  source: string;
};
