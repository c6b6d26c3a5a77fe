import { queryOptions } from "@tanstack/react-query";
import { apiFetch, apiPath } from "@/lib/http/api-fetch";
import type { BuildingAnalysis, BuildingSearch } from "./schemas";

/** One search of the screen: what was asked, as the call sends it (§5: split, converted, no checks). */
export type BuildingHeightsSearch =
  | { kind: "uprn"; uprn: string }
  | { kind: "coordinates"; lat: number; lng: number; radius: number }
  | { kind: "bbox"; bbox: string; minHeight?: number };

const ANALYSIS_PATH = "/api/os/buildings/analysis/{uprn}";
const COORDINATES_PATH = "/api/os/buildings/coordinates/{lat}/{lng}";
const BBOX_PATH = "/api/os/buildings/bbox/{bbox}";

export const buildingQueries = {
  analysis: (uprn: string) =>
    queryOptions({
      queryKey: [ANALYSIS_PATH, { uprn }] as const,
      queryFn: () => apiFetch<BuildingAnalysis>(apiPath(ANALYSIS_PATH, { uprn })),
    }),
  nearPoint: (lat: number, lng: number, radius: number) =>
    queryOptions({
      queryKey: [COORDINATES_PATH, { lat, lng, radius }] as const,
      queryFn: () => apiFetch<BuildingSearch>(apiPath(COORDINATES_PATH, { lat, lng, radius })),
    }),
  inBox: (bbox: string, minHeight?: number) =>
    queryOptions({
      queryKey: [BBOX_PATH, { bbox, minHeight }] as const,
      queryFn: () => apiFetch<BuildingSearch>(apiPath(BBOX_PATH, { bbox, minHeight })),
    }),
};
