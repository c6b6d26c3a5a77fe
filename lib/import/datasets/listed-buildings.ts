// Historic England's National Heritage List: listed buildings as GeoJSON points.
import { convertBngToWgs84, isBngCoordinate } from "@/lib/geo/convert-bng-to-wgs84";
import type { ListedBuilding } from "@/lib/generated/sqlite/client";
import { formatMonth, parseDecimal, parseIsoDate } from "../parse-fields";
import { pickProperty, readFeature, type Feature } from "../read-feature";
import { createTableStore } from "../sql-table-store";
import type { GeoJsonImporter, ParseContext, RowOutcome } from "../types";

export const LISTED_BUILDINGS_SOURCE = "historic-england";
// Some exports write the grade in Arabic numerals.
const GRADES: Record<string, string> = { I: "I", "II*": "II*", II: "II", "1": "I", "2*": "II*", "2": "II" };

function readPoint(feature: Feature): { latitude: number; longitude: number } | null {
  const coordinates = feature.geometry?.type === "Point" ? feature.geometry.coordinates : null;
  if (Array.isArray(coordinates)) {
    const [longitude, latitude] = coordinates as unknown[];
    if (typeof longitude === "number" && typeof latitude === "number" && Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90) return { latitude, longitude };
    return null;
  }
  // No geometry: fall back to the National Grid reference the list also publishes.
  const easting = parseDecimal(pickProperty(feature.properties, ["Easting"]) ?? undefined);
  const northing = parseDecimal(pickProperty(feature.properties, ["Northing"]) ?? undefined);
  return easting !== null && northing !== null && isBngCoordinate(easting, northing) ? convertBngToWgs84(easting, northing) : null;
}

export function parseListedBuildingFeature(input: unknown, { period }: ParseContext): RowOutcome<ListedBuilding> {
  const feature = readFeature(input);
  if (!feature) return { kind: "reject", reason: "not a GeoJSON Feature" };
  const listEntry = pickProperty(feature.properties, ["ListEntry", "list_entry", "reference"]);
  if (!listEntry || !/^\d+$/.test(listEntry)) return { kind: "reject", reason: `invalid list entry number "${listEntry ?? ""}"` };
  const name = pickProperty(feature.properties, ["Name", "name"]);
  if (!name) return { kind: "reject", reason: "missing name" };
  const gradeText = pickProperty(feature.properties, ["Grade", "listed-building-grade"]) ?? "";
  const grade = GRADES[gradeText.toUpperCase()];
  if (!grade) return { kind: "reject", reason: `unknown grade "${gradeText}"` };
  const point = readPoint(feature);
  if (!point) return { kind: "reject", reason: "missing or unparsable coordinates" };
  const listDate = parseIsoDate(pickProperty(feature.properties, ["ListDate", "start-date"]) ?? undefined);
  const amendDate = parseIsoDate(pickProperty(feature.properties, ["AmendDate"]) ?? undefined);
  const latest = [listDate, amendDate].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    kind: "upsert",
    // The newest listing or amendment dates the extract: the list as it stood then.
    month: latest ? formatMonth(latest) : null,
    record: {
      listEntry,
      name,
      grade,
      listDate,
      latitude: point.latitude,
      longitude: point.longitude,
      hyperlink: pickProperty(feature.properties, ["hyperlink", "documentation-url"]),
      source: LISTED_BUILDINGS_SOURCE,
      period,
    },
  };
}

export const listedBuildingsImporter: GeoJsonImporter<ListedBuilding> = {
  dataset: "listed-buildings",
  format: "geojson",
  startGeoJson: () => ({ source: LISTED_BUILDINGS_SOURCE, headerRow: false, periodStyle: "latest", parse: parseListedBuildingFeature }),
  keyOf: (building) => building.listEntry,
  store: createTableStore<ListedBuilding>({
    table: "ListedBuilding",
    key: "listEntry",
    columns: ["listEntry", "name", "grade", "listDate", "latitude", "longitude", "hyperlink", "source", "period"],
  }),
};
