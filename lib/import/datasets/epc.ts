// The EPC register's bulk domestic certificates.csv (one row per lodged certificate), in
// the open-data export's layout (LMK_KEY) or the 2026 EPC data service's (CERTIFICATE_NUMBER,
// with REPORT_TYPE, COUNTRY and REGION): columns are found by name, so either reads.
import { getExpiryDate } from "@/lib/epc/get-expiry-date";
import type { EpcCertificate } from "@/lib/generated/sqlite/client";
import { formatMonth, parseDecimal, parseInteger } from "../parse-fields";
import { createTableStore } from "../sql-table-store";
import type { CsvImporter, FileLayout, ParseContext, RowOutcome } from "../types";
import { EPC_SHARED_COLUMNS, readEpcHeader, readEpcRow } from "./read-epc-row";

export const EPC_SOURCE = "epc-register";
const RATINGS = new Set(["A", "B", "C", "D", "E", "F", "G"]);

const COLUMNS = {
  ...EPC_SHARED_COLUMNS,
  address1: "ADDRESS1",
  address2: "ADDRESS2",
  address3: "ADDRESS3",
  currentRating: "CURRENT_ENERGY_RATING",
  potentialRating: "POTENTIAL_ENERGY_RATING",
  currentEfficiency: "CURRENT_ENERGY_EFFICIENCY",
  potentialEfficiency: "POTENTIAL_ENERGY_EFFICIENCY",
  propertyType: "PROPERTY_TYPE",
  builtForm: "BUILT_FORM",
  totalFloorArea: "TOTAL_FLOOR_AREA",
  environmentImpact: "ENVIRONMENT_IMPACT_CURRENT",
  heatingControls: "MAIN_HEATING_CONTROLS",
  mainheat: "MAINHEAT_DESCRIPTION",
  hotWater: "HOTWATER_DESCRIPTION",
  ageBand: "CONSTRUCTION_AGE_BAND",
  habitableRooms: "NUMBER_HABITABLE_ROOMS",
  reportType: "REPORT_TYPE",
  country: "COUNTRY",
  region: "REGION",
  tenure: "TENURE",
  posttown: "POSTTOWN",
} as const;
type ColumnName = keyof typeof COLUMNS;

export function createEpcParser(header: readonly string[]) {
  const layout = readEpcHeader(header, COLUMNS);
  if (!layout) throw new Error("Not an EPC certificates file: the header must name LMK_KEY (or CERTIFICATE_NUMBER) and POSTCODE");

  return function parseEpcRow(fields: readonly string[], { period }: ParseContext): RowOutcome<EpcCertificate> {
    const row = readEpcRow(layout, fields);
    if ("reject" in row) return { kind: "reject", reason: row.reject };
    const { raw, text, lmkKey, inspectionDate, lodgementDate, uprn } = row;
    const rating = (field: ColumnName) => text(field)?.toUpperCase() ?? null;
    for (const field of ["currentRating", "potentialRating"] as const) {
      const value = rating(field);
      if (value !== null && !RATINGS.has(value)) return { kind: "reject", reason: `invalid ${COLUMNS[field]} "${value}"` };
    }
    const floorArea = text("totalFloorArea");
    const totalFloorArea = parseDecimal(floorArea ?? undefined);
    if (floorArea !== null && totalFloorArea === null) return { kind: "reject", reason: `unparsable TOTAL_FLOOR_AREA "${floorArea}"` };

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
        currentEnergyRating: rating("currentRating"),
        currentEnergyEfficiency: parseInteger(raw("currentEfficiency")),
        potentialEnergyRating: rating("potentialRating"),
        potentialEnergyEfficiency: parseInteger(raw("potentialEfficiency")),
        inspectionDate,
        lodgementDate,
        dateOfExpiry: getExpiryDate(lodgementDate),
        propertyType: text("propertyType"),
        builtForm: text("builtForm"),
        totalFloorArea,
        environmentImpactCurrent: parseInteger(raw("environmentImpact")),
        mainHeatingControls: text("heatingControls"),
        mainheatDescription: text("mainheat"),
        hotWaterDescription: text("hotWater"),
        constructionAgeBand: text("ageBand"),
        numberHabitableRooms: parseInteger(raw("habitableRooms")),
        tenure: text("tenure"),
        reportType: text("reportType"),
        country: text("country"),
        region: text("region"),
        source: EPC_SOURCE,
        period,
      },
    };
  };
}

function startEpc(firstRow: readonly string[]): FileLayout<readonly string[], EpcCertificate> {
  return { source: EPC_SOURCE, headerRow: true, periodStyle: "range", parse: createEpcParser(firstRow) };
}

export const epcImporter: CsvImporter<EpcCertificate> = {
  dataset: "epc",
  format: "csv",
  startCsv: startEpc,
  keyOf: (certificate) => certificate.lmkKey,
  store: createTableStore<EpcCertificate>({
    table: "EpcCertificate",
    key: "lmkKey",
    columns: [
      "lmkKey", "address1", "address2", "address3", "posttown", "postcode", "uprn", "currentEnergyRating", "currentEnergyEfficiency",
      "potentialEnergyRating", "potentialEnergyEfficiency", "inspectionDate", "lodgementDate", "dateOfExpiry", "propertyType", "builtForm",
      "totalFloorArea", "environmentImpactCurrent", "mainHeatingControls", "mainheatDescription", "hotWaterDescription", "constructionAgeBand",
      "numberHabitableRooms", "tenure", "reportType", "country", "region", "source", "period",
    ],
    // Older certificates have no UPRN in the register; one found by address matching stays.
    keepWhenNull: ["uprn"],
  }),
};
