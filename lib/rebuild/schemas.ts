import { z } from "zod";
import { postcodeInputSchema } from "@/lib/postcode/schemas";
import { uprnSchema } from "@/lib/property/schemas";

// The rate table's vocabulary (prisma RebuildRate): five property types, five build periods.
export const REBUILD_PROPERTY_TYPES = ["detached", "semi-detached", "terraced", "bungalow", "flat"] as const;
export const BUILD_PERIODS = ["pre-1919", "1919-1944", "1945-1979", "1980-1999", "2000-onwards"] as const;
export type RebuildPropertyType = (typeof REBUILD_PROPERTY_TYPES)[number];
export type BuildPeriod = (typeof BUILD_PERIODS)[number];

export const PROPERTY_TYPE_MESSAGE = `propertyType must be one of ${REBUILD_PROPERTY_TYPES.join(", ")}.`;
export const BUILD_PERIOD_MESSAGE = `buildPeriod must be one of ${BUILD_PERIODS.join(", ")}.`;
export const FLOOR_AREA_MESSAGE = "floorArea must be the gross external floor area in square metres, a number from 10 to 5000.";
export const REGION_MESSAGE = "region must be a UK region name, e.g. North East, London or Wales.";

const propertyTypeSchema = z.enum(REBUILD_PROPERTY_TYPES, { error: PROPERTY_TYPE_MESSAGE });
const buildPeriodSchema = z.enum(BUILD_PERIODS, { error: BUILD_PERIOD_MESSAGE });
// Blank query values (an empty form field) mean "not given".
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const rebuildParamsSchema = z.object({ id: uprnSchema });

/** What the person may enter to fill or correct what our data holds. */
export const rebuildQuerySchema = z.object({
  floorArea: z.preprocess(blankToUndefined, z.coerce.number({ error: FLOOR_AREA_MESSAGE }).min(10, FLOOR_AREA_MESSAGE).max(5000, FLOOR_AREA_MESSAGE).optional()),
  propertyType: z.preprocess(blankToUndefined, propertyTypeSchema.optional()),
  buildPeriod: z.preprocess(blankToUndefined, buildPeriodSchema.optional()),
});
export type RebuildQuery = z.infer<typeof rebuildQuerySchema>;

export const buildCostsQuerySchema = z.object({
  postcode: z.preprocess(blankToUndefined, postcodeInputSchema.optional()),
  region: z.preprocess(blankToUndefined, z.string({ error: REGION_MESSAGE }).trim().max(60, REGION_MESSAGE).optional()),
  houseType: z.preprocess(blankToUndefined, propertyTypeSchema.optional()),
});
export type BuildCostsQuery = z.infer<typeof buildCostsQuerySchema>;

export const buildCostParamsSchema = z.object({ id: z.coerce.number({ error: "The rate id must be a whole number." }).int("The rate id must be a whole number.").positive("The rate id must be a whole number.").max(2_147_483_647, "The rate id must be a whole number.") });

export type CostLine = { key: "building" | "demolition" | "fees" | "vat"; label: string; basis: string; amountGbp: number };

/** Spec part 1 §3's rebuild assessment, with the nested figures of rebuildCost. */
export type RebuildAssessment = {
  uprn: string;
  assessment: {
    estimatedRebuildCost: number;
    assessmentDate: string;
    methodology: string;
    considerations: string[];
  };
  property: {
    address: string | null;
    postcode: string | null;
    attributes: { property_type: RebuildPropertyType; build_period: BuildPeriod; floor_area: number };
  };
  rebuildCost: {
    floorArea: { grossExternalSqm: number; internalSqm: number | null; allowancePercent: number | null; basis: "epc" | "entered"; demo: boolean; source: string };
    rate: { rateSet: string; indicative: boolean; source: string; priceDate: string; baseRatePerSqm: number; region: string; regionFactor: number; regionBasis: string; ratePerSqm: number };
    lines: CostLine[];
    totalGbp: number;
    roundedTotalGbp: number;
  };
  surveyor: { needed: boolean; reasons: string[] };
  dataNotes: string[];
};
