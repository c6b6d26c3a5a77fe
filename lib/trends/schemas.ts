import { z } from "zod";
import { PPD_TYPES } from "@/lib/property/ppd-types";

export const AREA_MESSAGE = "Enter an outward code (NE3), a sector (NE3 3) or a town (Newcastle upon Tyne), or leave it empty for every area.";

export const trendsQuerySchema = z.object({
  area: z.string().trim().max(60, AREA_MESSAGE).default(""),
  propertyType: z.enum(["all", ...PPD_TYPES], { error: "propertyType must be all, D, S, T, F or O." }).default("all"),
});
export type TrendsQuery = z.infer<typeof trendsQuerySchema>;
