import { z } from "zod";
import { uprnSchema } from "@/lib/property/schemas";
import { checkCoordinates, readDegrees } from "./check-coordinates";
import { AREA_RADIUS_METRES, MAX_MIN_HEIGHT_METRES, MAX_RADIUS_METRES } from "./limits";
import { parseBbox } from "./parse-bbox";

export const analysisParamsSchema = z.object({ uprn: uprnSchema });

const DEGREES = "in decimal degrees (e.g. 51.5074,-0.1278), not a grid reference";

export const coordinatesParamsSchema = z.object({ lat: z.string(), lng: z.string() }).transform((value, ctx) => {
  const latitude = readDegrees(value.lat);
  const longitude = readDegrees(value.lng);
  if (latitude === null || longitude === null) {
    ctx.addIssue({ code: "custom", message: `Enter the latitude and longitude ${DEGREES}.` });
    return z.NEVER;
  }
  const problem = checkCoordinates(latitude, longitude);
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  return { latitude, longitude };
});

const RADIUS_MESSAGE = `radius must be a whole number of metres from 1 to ${MAX_RADIUS_METRES}.`;
export const radiusQuerySchema = z.object({
  radius: z.coerce.number({ error: RADIUS_MESSAGE }).int(RADIUS_MESSAGE).min(1, RADIUS_MESSAGE).max(MAX_RADIUS_METRES, RADIUS_MESSAGE).default(AREA_RADIUS_METRES),
});

export const bboxParamsSchema = z.object({ bbox: z.string() }).transform((value, ctx) => {
  const parsed = parseBbox(value.bbox);
  if ("error" in parsed) {
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  }
  return parsed.box;
});

const MIN_HEIGHT_MESSAGE = `minHeight must be a number of metres from 0 to ${MAX_MIN_HEIGHT_METRES}.`;
export const minHeightQuerySchema = z.object({
  minHeight: z.coerce.number({ error: MIN_HEIGHT_MESSAGE }).min(0, MIN_HEIGHT_MESSAGE).max(MAX_MIN_HEIGHT_METRES, MIN_HEIGHT_MESSAGE).default(0),
});

/** §3 "Building analysis by UPRN", with the area it covers and where the figures came from. */
export type BuildingAnalysis = {
  uprn: string;
  property: { address: string | null; latitude: number; longitude: number };
  radiusMetres: number;
  buildingAnalysis: {
    totalBuildings: number;
    buildingsWithHeight: number;
    averageHeight: number | null;
    maxHeight: number | null;
    minHeight: number | null;
    heightDistribution: { lowRise: number; midRise: number; highRise: number };
  };
  buildings: { osid: string; height: number | null; area: number | null; description: string | null; heightSource: string | null; source: string }[];
  provider: "local" | "os-ngd";
  complete: boolean;
};

/** §3 "Feature search result": OS NGD's own property names, so a live answer reads the same. */
export type BuildingFeatureProperties = {
  osid: string;
  relativeheightmaximum: number | null;
  geometry_area: number | null;
  description: string | null;
  height_source: string | null;
  versiondate: string | null;
  source: string;
};

export type BuildingSearch = {
  type: "FeatureCollection";
  /** Every building with a height above 0 (and at least minHeight) in the area: "Found N". */
  numberMatched: number;
  numberReturned: number;
  features: { type: "Feature"; properties: BuildingFeatureProperties }[];
  area: { kind: "circle"; latitude: number; longitude: number; radiusMetres: number } | { kind: "box"; west: number; south: number; east: number; north: number };
  minHeight: number;
  provider: "local" | "os-ngd";
  complete: boolean;
};
