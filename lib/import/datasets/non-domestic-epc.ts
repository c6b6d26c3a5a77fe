// The EPC register's non-domestic certificates.csv (one row per lodged certificate for a
// shop, office, warehouse…), in the open-data export's layout (LMK_KEY) or the current
// service's (CERTIFICATE_NUMBER): columns are found by name. The register gives no
// coordinates, so each certificate is placed at its postcode's centroid when it is written.
import type { NonDomesticEpc } from "@/lib/generated/sqlite/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { splitPostcode } from "@/lib/postcode/normalise-postcode";
import { describeColumnCount, formatMonth, indexHeader, parseDecimal, parseInteger, parseIsoDate, readText } from "../parse-fields";
import { createTableStore } from "../sql-table-store";
import type { CsvImporter, FileLayout, ParseContext, RecordStore, RowOutcome, Tx } from "../types";

export const NON_DOMESTIC_EPC_SOURCE = "epc-register-non-domestic";
// Non-domestic bands run A+ (net zero or better) to G.
const BANDS = new Set(["A+", "A", "B", "C", "D", "E", "F", "G"]);
// The register writes these where a value was not recorded.
const PLACEHOLDERS = new Set(["NO DATA!", "INVALID!", "N/A", "NODATA!"]);

const COLUMNS = {
  lmkKey: "LMK_KEY",
  certificateNumber: "CERTIFICATE_NUMBER",
  address1: "ADDRESS1",
  address2: "ADDRESS2",
  address3: "ADDRESS3",
  posttown: "POSTTOWN",
  postcode: "POSTCODE",
  uprn: "UPRN",
  assetRating: "ASSET_RATING",
  assetRatingBand: "ASSET_RATING_BAND",
  propertyType: "PROPERTY_TYPE",
  floorArea: "FLOOR_AREA",
  mainHeatingFuel: "MAIN_HEATING_FUEL",
  buildingEnvironment: "BUILDING_ENVIRONMENT",
  inspectionDate: "INSPECTION_DATE",
  lodgementDate: "LODGEMENT_DATE",
  registrationDate: "REGISTRATION_DATE",
} as const;
type ColumnName = keyof typeof COLUMNS;

export function createNonDomesticEpcParser(header: readonly string[]) {
  const at = indexHeader(header);
  const index = Object.fromEntries(Object.entries(COLUMNS).map(([field, name]) => [field, at(name)])) as Record<ColumnName, number>;
  const key: ColumnName = index.lmkKey >= 0 ? "lmkKey" : "certificateNumber";
  const lodged: ColumnName = index.lodgementDate >= 0 ? "lodgementDate" : "registrationDate";
  if (index[key] < 0 || index.postcode < 0 || index.assetRating < 0) {
    throw new Error("Not a non-domestic EPC certificates file: the header must name LMK_KEY (or CERTIFICATE_NUMBER), POSTCODE and ASSET_RATING");
  }

  return function parseNonDomesticEpcRow(fields: readonly string[], { period }: ParseContext): RowOutcome<NonDomesticEpc> {
    const wrongShape = describeColumnCount(fields, header.length);
    if (wrongShape) return { kind: "reject", reason: wrongShape };
    const raw = (field: ColumnName) => (index[field] >= 0 ? fields[index[field]] : undefined);
    const text = (field: ColumnName) => {
      const value = readText(raw(field));
      return value === null || PLACEHOLDERS.has(value.toUpperCase()) ? null : value;
    };
    const lmkKey = text(key);
    if (!lmkKey) return { kind: "reject", reason: `missing ${COLUMNS[key]}` };
    const postcode = splitPostcode(raw("postcode") ?? "");
    if (!postcode) return { kind: "reject", reason: `invalid postcode "${raw("postcode") ?? ""}"` };
    const band = text("assetRatingBand")?.toUpperCase() ?? null;
    if (band !== null && !BANDS.has(band)) return { kind: "reject", reason: `invalid ASSET_RATING_BAND "${band}"` };
    const ratingText = text("assetRating");
    const assetRating = parseInteger(ratingText ?? undefined);
    if (ratingText !== null && assetRating === null) return { kind: "reject", reason: `unparsable ASSET_RATING "${ratingText}"` };
    const dates = { inspectionDate: text("inspectionDate"), lodgementDate: text(lodged) };
    const inspectionDate = parseIsoDate(dates.inspectionDate ?? undefined);
    const lodgementDate = parseIsoDate(dates.lodgementDate ?? undefined);
    if (dates.inspectionDate && !inspectionDate) return { kind: "reject", reason: `unparsable INSPECTION_DATE "${dates.inspectionDate}"` };
    if (!lodgementDate) return { kind: "reject", reason: `unparsable ${COLUMNS[lodged]} "${dates.lodgementDate ?? ""}"` };
    const uprn = text("uprn");
    if (uprn !== null && !/^\d{1,12}$/.test(uprn)) return { kind: "reject", reason: `invalid UPRN "${uprn}"` };
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
        postcode: postcode.postcode,
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
