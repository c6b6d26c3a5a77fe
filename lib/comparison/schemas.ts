import { z } from "zod";
import { propertySchema } from "@/lib/property/schemas";

export const MAX_COMPARE = 4;
export const MIN_TO_SAVE = 2;
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
