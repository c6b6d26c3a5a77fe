// The EPC register's non-domestic certificates.csv (one row per lodged certificate for a
// shop, office, warehouse…), in the open-data export's layout (LMK_KEY) or the current
// service's (CERTIFICATE_NUMBER): columns are found by name. The register gives no
// coordinates, so each certificate is placed at its postcode's centroid when it is written.
import type { NonDomesticEpc } from "@/lib/generated/sqlite/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { formatMonth, parseDecimal, parseInteger } from "../parse-fields";
import { createTableStore } from "../sql-table-store";
import type { CsvImporter, FileLayout, ParseContext, RecordStore, RowOutcome, Tx } from "../types";
import { EPC_SHARED_COLUMNS, readEpcHeader, readEpcRow } from "./read-epc-row";

export const NON_DOMESTIC_EPC_SOURCE = "epc-register-non-domestic";
// Non-domestic bands run A+ (net zero or better) to G.
const BANDS = new Set(["A+", "A", "B", "C", "D", "E", "F", "G"]);

const COLUMNS = {
  ...EPC_SHARED_COLUMNS,
  address1: "ADDRESS1",
  address2: "ADDRESS2",
  address3: "ADDRESS3",
  posttown: "POSTTOWN",
  assetRating: "ASSET_RATING",
  assetRatingBand: "ASSET_RATING_BAND",
  propertyType: "PROPERTY_TYPE",
  floorArea: "FLOOR_AREA",
  mainHeatingFuel: "MAIN_HEATING_FUEL",
  buildingEnvironment: "BUILDING_ENVIRONMENT",
} as const;

export function createNonDomesticEpcParser(header: readonly string[]) {
  const layout = readEpcHeader(header, COLUMNS);
  if (!layout || layout.index.assetRating < 0) {
    throw new Error("Not a non-domestic EPC certificates file: the header must name LMK_KEY (or CERTIFICATE_NUMBER), POSTCODE and ASSET_RATING");
  }

  return function parseNonDomesticEpcRow(fields: readonly string[], { period }: ParseContext): RowOutcome<NonDomesticEpc> {
    const row = readEpcRow(layout, fields);
    if ("reject" in row) return { kind: "reject", reason: row.reject };
    const { text, lmkKey, inspectionDate, lodgementDate, uprn } = row;
    const band = text("assetRatingBand")?.toUpperCase() ?? null;
    if (band !== null && !BANDS.has(band)) return { kind: "reject", reason: `invalid ASSET_RATING_BAND "${band}"` };
    const ratingText = text("assetRating");
    const assetRating = parseInteger(ratingText ?? undefined);
    if (ratingText !== null && assetRating === null) return { kind: "reject", reason: `unparsable ASSET_RATING "${ratingText}"` };
    const areaText = text("floorArea");
    const floorArea = parseDecimal(areaText ?? undefined);
    if (areaText !== null && (floorArea === null || floorArea <= 0)) return { kind: "reject", reason: `unparsable FLOOR_AREA "${areaText}"` };

    return {
      kind: "upsert",
      month: formatMonth(lodgementDate),
      record: {
        lmkKey,
        address1: text("address1"),
        address2: text("address2"),
        address3: text("address3"),
        posttown: text("posttown"),
        postcode: row.postcode,
        uprn,
        assetRating,
        assetRatingBand: band,
        propertyType: text("propertyType"),
        floorArea,
        mainHeatingFuel: text("mainHeatingFuel"),
        buildingEnvironment: text("buildingEnvironment"),
        inspectionDate,
        lodgementDate,
        // Filled from the Postcode table as the batch is written (locateAtPostcodes).
        latitude: null,
        longitude: null,
        source: NON_DOMESTIC_EPC_SOURCE,
        period,
      },
    };
  };
}

const tableStore = createTableStore<NonDomesticEpc>({
  table: "NonDomesticEpc",
  key: "lmkKey",
  columns: [
    "lmkKey", "address1", "address2", "address3", "posttown", "postcode", "uprn", "assetRating", "assetRatingBand", "propertyType",
    "floorArea", "mainHeatingFuel", "buildingEnvironment", "inspectionDate", "lodgementDate", "latitude", "longitude", "source", "period",
  ],
  // A UPRN matched later stays; a position stays when the postcode is not (yet) loaded.
  keepWhenNull: ["uprn", "latitude", "longitude"],
});

/** Places each certificate at its postcode's centroid: one look-up per batch (a batch is at most 10,000 rows). */
async function locateAtPostcodes(tx: Tx, records: NonDomesticEpc[]): Promise<NonDomesticEpc[]> {
  const postcodes = [...new Set(records.map((record) => record.postcode))];
  if (!postcodes.length) return records;
  const rows = await tx.$queryRaw<{ postcode: string; latitude: number | null; longitude: number | null }[]>(
    Prisma.sql`SELECT "postcode", "latitude", "longitude" FROM "Postcode" WHERE "postcode" IN (${Prisma.join(postcodes)}) AND "latitude" IS NOT NULL`,
  );
  const centroids = new Map(rows.map((row) => [row.postcode, row]));
  return records.map((record) => {
    const centroid = centroids.get(record.postcode);
    return centroid ? { ...record, latitude: Number(centroid.latitude), longitude: Number(centroid.longitude) } : record;
  });
}

const store: RecordStore<NonDomesticEpc> = {
  tables: tableStore.tables,
  upsert: async (tx, records) => tableStore.upsert(tx, await locateAtPostcodes(tx, records)),
  delete: tableStore.delete,
};

function startNonDomesticEpc(firstRow: readonly string[]): FileLayout<readonly string[], NonDomesticEpc> {
  return { source: NON_DOMESTIC_EPC_SOURCE, headerRow: true, periodStyle: "range", parse: createNonDomesticEpcParser(firstRow) };
}

export const nonDomesticEpcImporter: CsvImporter<NonDomesticEpc> = {
  dataset: "non-domestic-epc",
  format: "csv",
  startCsv: startNonDomesticEpc,
  keyOf: (certificate) => certificate.lmkKey,
  store,
};
