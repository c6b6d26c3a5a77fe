import { z } from "zod";
import { postcodeInputSchema } from "@/lib/postcode/schemas";
import { propertySchema } from "@/lib/property/schemas";

export const MAX_COMPARE = 4;
export const MIN_TO_SAVE = 2;
// Spec §9: the comparison search uses a 2-mile radius and lists 10 results at a time.
export const CANDIDATE_RADIUS_MILES = 2;
export const CANDIDATES_PER_PAGE = 10;
// 1,000 pages of 10: far past what anyone pages through, and it keeps OFFSET bounded.
export const MAX_CANDIDATE_PAGE = 1000;
// Spec §6: the comparison save sends a placeholder user (there are no user accounts).
export const COMPARISON_USER_ID = "default-user";

const propertyIdSchema = z.string().regex(/^(sale|listing)-[A-Za-z0-9_-]{1,80}$/, "Each property id must come from a search result (sale-… or listing-…).");
export const userIdSchema = z.string().trim().min(1, "userId is required.").max(64, "userId is too long.").regex(/^[\w.@-]+$/, "userId may use letters, numbers, . @ _ and - only.");

export const createComparisonSchema = z.object({
  propertyIds: z
    .array(propertyIdSchema, { error: "propertyIds must be a list of property ids." })
    .min(MIN_TO_SAVE, "You need at least 2 properties to save a comparison.")
    .max(MAX_COMPARE, "You can compare up to 4 properties at once.")
    .refine((ids) => new Set(ids).size === ids.length, "This property is already in your comparison."),
  userId: userIdSchema,
});

export const comparisonSchema = z.object({
  id: z.string(),
  userId: z.string(),
  propertyIds: z.array(z.string()),
  createdAt: z.string(),
  properties: z.array(propertySchema),
});
export type SavedComparison = z.infer<typeof comparisonSchema>;

/** Price per square foot in whole pounds, or null when size or price is unknown. */
export function pricePerSqft(price: string, sqft: number | null): number | null {
  const value = Number(price);
  return sqft && sqft > 0 && Number.isFinite(value) && value > 0 ? Math.round(value / sqft) : null;
}

/** Where candidates come from: real Price Paid sales, or listings (demo data in the bundle). */
export const CANDIDATE_SOURCES = ["sales", "listings"] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];

const PAGE_MESSAGE = `Choose a page from 1 to ${MAX_CANDIDATE_PAGE.toLocaleString("en-GB")}.`;

export const candidateQuerySchema = z.object({
  postcode: postcodeInputSchema,
  source: z.enum(CANDIDATE_SOURCES, { error: "Choose sales or listings." }).default("sales"),
  page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(MAX_CANDIDATE_PAGE, PAGE_MESSAGE).default(1),
});
export type CandidateQuery = z.infer<typeof candidateQuerySchema>;

/** One page of properties to add, newest first, with the totals of both sources for the switch. */
export type CandidatePage = {
  properties: z.infer<typeof propertySchema>[];
  source: CandidateSource;
  page: number;
  pageSize: number;
  /** Rows of the chosen source in the area; `totals` has both. */
  total: number;
  totals: Record<CandidateSource, number>;
  area: { label: string; radiusMiles: number | null };
};
