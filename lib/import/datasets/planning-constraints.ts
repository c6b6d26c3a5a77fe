// Area designations as GeoJSON polygons in WGS84: Historic England conservation areas and
// Natural England Areas of Outstanding Natural Beauty (National Landscapes).
import { z } from "zod";
import { findPositionsBbox, isWgs84Position } from "@/lib/geo/find-geometry-bbox";
import type { PlanningConstraint } from "@/lib/generated/sqlite/client";
import { parseIsoDate, parseDayFirstDate } from "../parse-fields";
import { pickProperty, readFeature } from "../read-feature";
import { createTableStore } from "../sql-table-store";
import type { GeoJsonImporter, ParseContext, RowOutcome } from "../types";

const position = z.array(z.number()).min(2);
const polygon = z.array(z.array(position).min(4)).min(1);
const polygonGeometry = z.discriminatedUnion("type", [
  z.object({ type: z.literal("Polygon"), coordinates: polygon }),
  z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(polygon).min(1) }),
]);

type ConstraintKind = { dataset: "conservation-area" | "aonb"; source: string };

const NAME_PROPERTIES = ["name", "site_name", "sitename", "aonb_name", "conservation_area_name"];
// Stable identifiers only: OBJECTID and fid are renumbered between releases.
const REFERENCE_PROPERTIES = ["reference", "ref", "uid", "list_entry", "listentry", "code", "aonb_code", "entity", "risk_survey_reference"];
const DATE_PROPERTIES = ["designation_date", "designation-date", "desig_date", "date_of_designation", "start-date", "date"];

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export function createConstraintParser(kind: ConstraintKind) {
  return function parseConstraintFeature(input: unknown, { period }: ParseContext): RowOutcome<PlanningConstraint> {
    const feature = readFeature(input);
    if (!feature) return { kind: "reject", reason: "not a GeoJSON Feature" };
    const name = pickProperty(feature.properties, NAME_PROPERTIES);
    if (!name) return { kind: "reject", reason: "missing name" };
    const geometry = polygonGeometry.safeParse(feature.geometry);
    if (!geometry.success) return { kind: "reject", reason: `geometry must be a Polygon or MultiPolygon (got ${feature.geometry?.type ?? "none"})` };
    const positions = geometry.data.type === "Polygon" ? geometry.data.coordinates.flat() : geometry.data.coordinates.flat(2);
    if (!positions.every(isWgs84Position)) return { kind: "reject", reason: "coordinates are not WGS84 longitude/latitude (reproject to EPSG:4326)" };
    const bbox = findPositionsBbox(positions);
    if (!bbox) return { kind: "reject", reason: "geometry has no coordinates" };
    const reference = pickProperty(feature.properties, REFERENCE_PROPERTIES) ?? slugify(name);
    const dateText = pickProperty(feature.properties, DATE_PROPERTIES) ?? undefined;
    return {
      kind: "upsert",
      record: {
        id: `${kind.dataset}:${reference}`,
        dataset: kind.dataset,
        name,
        reference,
        geometry: JSON.stringify(geometry.data),
        minLat: bbox.minLat,
        minLng: bbox.minLng,
        maxLat: bbox.maxLat,
        maxLng: bbox.maxLng,
        designationDate: parseIsoDate(dateText) ?? parseDayFirstDate(dateText),
        source: kind.source,
        period,
      },
    };
  };
}

const constraintStore = createTableStore<PlanningConstraint>({
  table: "PlanningConstraint",
  key: "id",
  columns: ["id", "dataset", "name", "reference", "geometry", "minLat", "minLng", "maxLat", "maxLng", "designationDate", "source", "period"],
});

function createConstraintImporter(datasetName: string, kind: ConstraintKind): GeoJsonImporter<PlanningConstraint> {
  return {
    dataset: datasetName,
    format: "geojson",
    // Designation dates say when each area was designated, not when the layer was
    // published, so the period comes from the file name or --period.
    startGeoJson: () => ({ source: kind.source, headerRow: false, periodStyle: "latest", parse: createConstraintParser(kind) }),
    keyOf: (constraint) => constraint.id,
    store: constraintStore,
  };
}

export const conservationAreasImporter = createConstraintImporter("conservation-areas", { dataset: "conservation-area", source: "historic-england" });
export const aonbImporter = createConstraintImporter("aonb", { dataset: "aonb", source: "natural-england" });
