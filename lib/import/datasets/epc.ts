// The EPC register's bulk domestic certificates.csv (one row per lodged certificate), in
// the open-data export's layout (LMK_KEY) or the 2026 EPC data service's (CERTIFICATE_NUMBER,
// with REPORT_TYPE, COUNTRY and REGION): columns are found by name, so either reads.
import { getExpiryDate } from "@/lib/epc/get-expiry-date";
import type { EpcCertificate } from "@/lib/generated/sqlite/client";
import { describeColumnCount, formatMonth, indexHeader, parseDecimal, parseInteger, parseIsoDate, readText } from "../parse-fields";
import { splitPostcode } from "@/lib/postcode/normalise-postcode";
import { createTableStore } from "../sql-table-store";
import type { CsvImporter, FileLayout, ParseContext, RowOutcome } from "../types";

export const EPC_SOURCE = "epc-register";
const RATINGS = new Set(["A", "B", "C", "D", "E", "F", "G"]);
// The register writes these where a value was not recorded.
const PLACEHOLDERS = new Set(["NO DATA!", "INVALID!", "N/A", "NODATA!"]);

const COLUMNS = {
  lmkKey: "LMK_KEY",
  certificateNumber: "CERTIFICATE_NUMBER",
  address1: "ADDRESS1",
  address2: "ADDRESS2",
  address3: "ADDRESS3",
  postcode: "POSTCODE",
  currentRating: "CURRENT_ENERGY_RATING",
  potentialRating: "POTENTIAL_ENERGY_RATING",
  currentEfficiency: "CURRENT_ENERGY_EFFICIENCY",
  potentialEfficiency: "POTENTIAL_ENERGY_EFFICIENCY",
  propertyType: "PROPERTY_TYPE",
  builtForm: "BUILT_FORM",
  inspectionDate: "INSPECTION_DATE",
  lodgementDate: "LODGEMENT_DATE",
  registrationDate: "REGISTRATION_DATE",
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
  uprn: "UPRN",
} as const;
type ColumnName = keyof typeof COLUMNS;

export function createEpcParser(header: readonly string[]) {
  const at = indexHeader(header);
  const index = Object.fromEntries(Object.entries(COLUMNS).map(([field, name]) => [field, at(name)])) as Record<ColumnName, number>;
  // The current export names the key CERTIFICATE_NUMBER and the lodgement REGISTRATION_DATE.
  const key: ColumnName = index.lmkKey >= 0 ? "lmkKey" : "certificateNumber";
  const lodged: ColumnName = index.lodgementDate >= 0 ? "lodgementDate" : "registrationDate";
  if (index[key] < 0 || index.postcode < 0) throw new Error("Not an EPC certificates file: the header must name LMK_KEY (or CERTIFICATE_NUMBER) and POSTCODE");

  return function parseEpcRow(fields: readonly string[], { period }: ParseContext): RowOutcome<EpcCertificate> {
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
    const rating = (field: ColumnName) => text(field)?.toUpperCase() ?? null;
    for (const field of ["currentRating", "potentialRating"] as const) {
      const value = rating(field);
      if (value !== null && !RATINGS.has(value)) return { kind: "reject", reason: `invalid ${COLUMNS[field]} "${value}"` };
    }
    const dates = { inspectionDate: text("inspectionDate"), lodgementDate: text(lodged) };
    const inspectionDate = parseIsoDate(dates.inspectionDate ?? undefined);
    const lodgementDate = parseIsoDate(dates.lodgementDate ?? undefined);
    if (dates.inspectionDate && !inspectionDate) return { kind: "reject", reason: `unparsable INSPECTION_DATE "${dates.inspectionDate}"` };
    if (!lodgementDate) return { kind: "reject", reason: `unparsable ${COLUMNS[lodged]} "${dates.lodgementDate ?? ""}"` };
    const uprn = text("uprn");
    if (uprn !== null && !/^\d{1,12}$/.test(uprn)) return { kind: "reject", reason: `invalid UPRN "${uprn}"` };
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
        postcode: postcode.postcode,
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
