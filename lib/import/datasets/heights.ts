// Building heights in the shape of OS NGD Building Features (bld-fts-building): one row
// per building with its height attributes and a position, given as latitude/longitude,
// as British National Grid easting/northing, or as WKT in British National Grid.
import { convertBngToWgs84, isBngCoordinate, type LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import type { Building } from "@/lib/generated/sqlite/client";
import { describeColumnCount, formatMonth, indexHeader, parseDecimal, parseIsoDate, readText } from "../parse-fields";
import { createTableStore } from "../sql-table-store";
import type { CsvImporter, FileLayout, ParseContext, RowOutcome } from "../types";

export const HEIGHTS_SOURCE = "os-ngd-buildings";

/** A WKT point, or the mean vertex of a polygon's outer ring (close enough to a footprint's centre). */
export function findWktCentre(wkt: string): { x: number; y: number } | null {
  const body = /^\s*(?:MULTI)?(?:POINT|POLYGON)\s*(?:Z|M|ZM)?\s*\(+([^()]*)\)/i.exec(wkt);
  if (!body?.[1]) return null;
  const points = body[1].split(",").map((pair) => pair.trim().split(/\s+/).map(Number));
  // A closed ring repeats its first vertex at the end; count it once.
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) points.pop();
  let x = 0;
  let y = 0;
  for (const [px, py] of points) {
    if (px === undefined || py === undefined || !Number.isFinite(px) || !Number.isFinite(py)) return null;
    x += px;
    y += py;
  }
  return points.length ? { x: x / points.length, y: y / points.length } : null;
}

export function createHeightsParser(header: readonly string[]) {
  const at = indexHeader(header);
  const column = (...names: string[]) => names.map(at).find((i) => i >= 0) ?? -1;
  const c = {
    osid: column("osid"),
    uprn: column("uprn"),
    latitude: column("latitude", "lat"),
    longitude: column("longitude", "long", "lon", "lng"),
    easting: column("easting", "eastings", "x", "centroid_x", "x_coordinate"),
    northing: column("northing", "northings", "y", "centroid_y", "y_coordinate"),
    wkt: column("wkt", "geometry", "centroid", "geometry_wkt"),
    relativeMax: column("relativeheightmaximum", "relhmax"),
    absoluteMax: column("absoluteheightmaximum", "abshmax"),
    area: column("geometry_area", "geometryarea", "area"),
    description: column("description"),
    heightSource: column("height_source", "heightsource"),
    versionDate: column("versiondate", "version_date"),
  };
  const hasPosition = (c.latitude >= 0 && c.longitude >= 0) || (c.easting >= 0 && c.northing >= 0) || c.wkt >= 0;
  if (c.osid < 0 || !hasPosition) {
    throw new Error("Not a building heights file: the header must name osid and latitude/longitude, easting/northing or a WKT geometry");
  }
  const get = (fields: readonly string[], i: number) => (i >= 0 ? fields[i] : undefined);

  function readPosition(fields: readonly string[]): LatLng | null {
    const latitude = parseDecimal(get(fields, c.latitude));
    const longitude = parseDecimal(get(fields, c.longitude));
    if (latitude !== null && longitude !== null) return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
    const easting = parseDecimal(get(fields, c.easting));
    const northing = parseDecimal(get(fields, c.northing));
    const grid = easting !== null && northing !== null ? { x: easting, y: northing } : findWktCentre(get(fields, c.wkt) ?? "");
    return grid && isBngCoordinate(grid.x, grid.y) ? convertBngToWgs84(grid.x, grid.y) : null;
  }

  return function parseHeightsRow(fields: readonly string[], { period }: ParseContext): RowOutcome<Building> {
    const wrongShape = describeColumnCount(fields, header.length);
    if (wrongShape) return { kind: "reject", reason: wrongShape };
    const osid = readText(get(fields, c.osid));
    if (!osid) return { kind: "reject", reason: "missing osid" };
    const position = readPosition(fields);
    if (!position) return { kind: "reject", reason: "missing or unparsable coordinates" };
    const uprn = readText(get(fields, c.uprn));
    if (uprn !== null && !/^\d{1,12}$/.test(uprn)) return { kind: "reject", reason: `invalid UPRN "${uprn}"` };
    const numbers = { relHeightMax: get(fields, c.relativeMax), absHeightMax: get(fields, c.absoluteMax), geometryArea: get(fields, c.area) };
    for (const [field, text] of Object.entries(numbers)) {
      if (readText(text) !== null && parseDecimal(text) === null) return { kind: "reject", reason: `unparsable ${field} "${text}"` };
    }
    const versionText = readText(get(fields, c.versionDate));
    const versionDate = versionText === null ? null : parseIsoDate(versionText);
    if (versionText !== null && !versionDate) return { kind: "reject", reason: `unparsable versiondate "${versionText}"` };
    return {
      kind: "upsert",
      month: versionDate ? formatMonth(versionDate) : null,
      record: {
        osid,
        uprn,
        latitude: position.latitude,
        longitude: position.longitude,
        relHeightMax: parseDecimal(numbers.relHeightMax),
        absHeightMax: parseDecimal(numbers.absHeightMax),
        geometryArea: parseDecimal(numbers.geometryArea),
        description: readText(get(fields, c.description)),
        heightSource: readText(get(fields, c.heightSource)),
        versionDate,
        source: HEIGHTS_SOURCE,
        period,
      },
    };
  };
}

function startHeights(firstRow: readonly string[]): FileLayout<readonly string[], Building> {
  return { source: HEIGHTS_SOURCE, headerRow: true, periodStyle: "latest", parse: createHeightsParser(firstRow) };
}

export const heightsImporter: CsvImporter<Building> = {
  dataset: "heights",
  format: "csv",
  startCsv: startHeights,
  keyOf: (building) => building.osid,
  store: createTableStore<Building>({
    table: "Building",
    key: "osid",
    columns: ["osid", "uprn", "latitude", "longitude", "relHeightMax", "absHeightMax", "geometryArea", "description", "heightSource", "versionDate", "source", "period"],
    // Files without a uprn column must not clear one linked by address matching.
    keepWhenNull: ["uprn"],
  }),
};
