import type { Box } from "@/lib/buildings/parse-bbox";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";

/** Where to look: a circle around a point, or a box. */
export type BuildingArea = { kind: "circle"; centre: LatLng; radiusMetres: number } | { kind: "box"; box: Box };

/** One building part, in our words (vendor field names stay in the adapters). */
export type BuildingPart = {
  osid: string;
  heightMetres: number | null;
  areaM2: number | null;
  description: string | null;
  heightSource: string | null;
  /** yyyy-mm-dd */
  versionDate: string | null;
  /** Where the row came from: our import, the demo layer or the live service. */
  source: string;
};

/**
 * What is known about the buildings of an area. "With height" means a relative maximum
 * height above 0 and at least `minHeight`; the statistics and classes count those only.
 */
export type AreaSummary = {
  totalBuildings: number;
  buildingsWithHeight: number;
  averageHeight: number | null;
  maxHeight: number | null;
  minHeight: number | null;
  heightDistribution: { lowRise: number; midRise: number; highRise: number };
  /** The tallest with height, tallest first, at most `limit`. */
  tallest: BuildingPart[];
  /** False when a live service had more pages than we read: the counts are of what was read. */
  complete: boolean;
};

export type SummariseOptions = { minHeight: number; limit: number };

export interface BuildingsProvider {
  /** Names the source in answers ("local" database or the live service). */
  readonly name: "local" | "os-ngd";
  summariseArea(area: BuildingArea, options: SummariseOptions): Promise<AreaSummary>;
}
