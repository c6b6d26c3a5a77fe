import { z } from "zod";
import { uprnSchema } from "@/lib/property/schemas";

export const INSPECTION_STATUSES = ["scheduled", "in_progress", "completed", "cancelled"] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
export const STATUS_LABELS: Record<InspectionStatus, string> = { scheduled: "Scheduled", in_progress: "In progress", completed: "Completed", cancelled: "Cancelled" };
// The elements a residential condition survey rates (RICS Home Survey levels' headings, shortened).
export const ELEMENTS = ["Roof", "Walls", "Windows and doors", "Interior", "Kitchen and bathroom", "Services (heating, electrics, water)", "Grounds and boundaries"] as const;
// RICS condition ratings: 1 no repair needed, 2 repair not urgent, 3 urgent; NI not inspected.
export const RATINGS = ["1", "2", "3", "NI"] as const;
export const RATING_LABELS: Record<(typeof RATINGS)[number], string> = { "1": "1 – no repair", "2": "2 – repair not urgent", "3": "3 – urgent repair", NI: "Not inspected" };

// A day as YYYY-MM-DD that is a real calendar date.
export const daySchema = z
  .string({ error: "Give the date as YYYY-MM-DD." })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date as YYYY-MM-DD.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    // A value failing the pattern already has its message; 2026-13-01 and 2026-02-30 get this one.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "That date does not exist.");

export const idParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
export const photoParamsSchema = z.object({ id: z.string().trim().min(1).max(100), photoId: z.string().trim().min(1).max(100) });

/** A portfolio property (by its id) or any UPRN; exactly one of the two. */
export const scheduleInspectionSchema = z
  .object({ uprn: uprnSchema.optional(), propertyId: z.string().trim().min(1).max(100).optional(), dueDate: daySchema })
  .refine((v) => (v.uprn ? 1 : 0) + (v.propertyId ? 1 : 0) === 1, { message: "Give either a UPRN or a portfolio property, not both.", path: ["uprn"] });

export const listInspectionsQuerySchema = z.object({
  status: z.enum(INSPECTION_STATUSES, { error: `status must be one of ${INSPECTION_STATUSES.join(", ")}.` }).optional(),
});

export const recordInspectionSchema = z.object({
  inspectedAt: daySchema,
  inspector: z.string({ error: "Name the inspector." }).trim().min(1, "Name the inspector.").max(100, "The inspector's name is at most 100 characters."),
  ratings: z
    .array(z.object({ element: z.enum(ELEMENTS, { error: `The element must be one of: ${ELEMENTS.join(", ")}.` }), rating: z.enum(RATINGS, { error: "A rating is 1, 2, 3 or NI." }), note: z.string().trim().max(500).optional() }))
    .max(ELEMENTS.length),
  notes: z.string().trim().max(5000, "Notes are at most 5,000 characters.").optional(),
});

export const changeStatusSchema = z.object({ status: z.enum(["completed", "cancelled"], { error: 'status must be "completed" or "cancelled".' }) });

export const storedRatingsSchema = z.array(z.object({ element: z.string(), rating: z.string(), note: z.string().optional() }));

export type ScheduleInspectionInput = z.infer<typeof scheduleInspectionSchema>;
export type RecordInspectionInput = z.infer<typeof recordInspectionSchema>;

/** Photos: at most 5 MB, JPEG, PNG or WebP (by extension here, by signature when stored). */
export const PHOTO_FILE = { maxBytes: 5_000_000, extensions: [".jpg", ".jpeg", ".png", ".webp"] } as const;
export const MAX_PHOTOS_PER_INSPECTION = 20;
