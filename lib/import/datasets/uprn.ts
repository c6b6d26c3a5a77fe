// OS Open UPRN: every UPRN in Great Britain with its position, and no address text.
import { convertBngToWgs84, isBngCoordinate } from "@/lib/geo/convert-bng-to-wgs84";
import type { Address } from "@/lib/generated/sqlite/client";
import { describeColumnCount, indexHeader, parseDecimal, readText } from "../parse-fields";
import { createTableStore } from "../sql-table-store";
import type { CsvImporter, FileLayout, ParseContext, RowOutcome } from "../types";

export const UPRN_SOURCE = "os-open-uprn";

export function createUprnParser(header: readonly string[]) {
  const at = indexHeader(header);
  const c = { uprn: at("UPRN"), x: at("X_COORDINATE"), y: at("Y_COORDINATE"), latitude: at("LATITUDE"), longitude: at("LONGITUDE") };
  if (c.uprn < 0 || ((c.latitude < 0 || c.longitude < 0) && (c.x < 0 || c.y < 0))) {
    throw new Error("Not an OS Open UPRN file: the header must name UPRN and LATITUDE,LONGITUDE or X_COORDINATE,Y_COORDINATE");
  }
  const get = (fields: readonly string[], i: number) => (i >= 0 ? fields[i] : undefined);

  return function parseUprnRow(fields: readonly string[], { period }: ParseContext): RowOutcome<Address> {
    const wrongShape = describeColumnCount(fields, header.length);
    if (wrongShape) return { kind: "reject", reason: wrongShape };
    const uprn = readText(get(fields, c.uprn));
    if (!uprn || !/^\d{1,12}$/.test(uprn)) return { kind: "reject", reason: `invalid UPRN "${uprn ?? ""}"` };
    let latitude = parseDecimal(get(fields, c.latitude));
    let longitude = parseDecimal(get(fields, c.longitude));
    if (latitude === null || longitude === null) {
      const x = parseDecimal(get(fields, c.x));
      const y = parseDecimal(get(fields, c.y));
      if (x === null || y === null || !isBngCoordinate(x, y)) return { kind: "reject", reason: "unparsable coordinates" };
      ({ latitude, longitude } = convertBngToWgs84(x, y));
    }
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { kind: "reject", reason: `coordinates out of range ${latitude},${longitude}` };
    return {
      kind: "upsert",
      record: {
        uprn,
        saon: null,
        paon: null,
        street: null,
        locality: null,
        town: null,
        district: null,
        county: null,
        postcode: null,
        // OS Open UPRN carries no address; address matching fills these in later.
        singleLine: "",
        latitude,
        longitude,
        // OS Open UPRN gives each UPRN its own surveyed point.
        locationApproximate: false,
        source: UPRN_SOURCE,
        period,
      },
    };
  };
}

function startUprn(firstRow: readonly string[]): FileLayout<readonly string[], Address> {
  return { source: UPRN_SOURCE, headerRow: true, periodStyle: "latest", parse: createUprnParser(firstRow) };
}

export const uprnImporter: CsvImporter<Address> = {
  dataset: "uprn",
  format: "csv",
  startCsv: startUprn,
  keyOf: (address) => address.uprn,
  store: createTableStore<Address>({
    table: "Address",
    key: "uprn",
    columns: ["uprn", "saon", "paon", "street", "locality", "town", "district", "county", "postcode", "singleLine", "latitude", "longitude", "source", "period"],
    // OS Open UPRN owns the position (and says which release it is from); the address
    // text belongs to address matching and is never overwritten by a re-import.
    updatable: ["latitude", "longitude", "source", "period"],
  }),
};
