// What the register's domestic and non-domestic certificates.csv share: the key and the
// lodgement date under either export's name (the open-data LMK_KEY / LODGEMENT_DATE, the
// 2026 service's CERTIFICATE_NUMBER / REGISTRATION_DATE), the placeholders written where a
// value was not recorded, and the checks of key, postcode, dates and UPRN.
import { splitPostcode } from "@/lib/postcode/normalise-postcode";
import { describeColumnCount, indexHeader, parseIsoDate, readText } from "../parse-fields";

// The register writes these where a value was not recorded.
const PLACEHOLDERS = new Set(["NO DATA!", "INVALID!", "N/A", "NODATA!"]);

/** The columns both exports have, by field. */
export const EPC_SHARED_COLUMNS = {
  lmkKey: "LMK_KEY",
  certificateNumber: "CERTIFICATE_NUMBER",
  postcode: "POSTCODE",
  inspectionDate: "INSPECTION_DATE",
  lodgementDate: "LODGEMENT_DATE",
  registrationDate: "REGISTRATION_DATE",
  uprn: "UPRN",
} as const;

type Columns = typeof EPC_SHARED_COLUMNS;

/** A file's header read against an export's columns: each field's position (-1 if absent), and which name the key and lodgement date go by. */
export type EpcHeader<C extends Columns> = {
  columns: C;
  width: number;
  index: Record<keyof C, number>;
  key: "lmkKey" | "certificateNumber";
  lodged: "lodgementDate" | "registrationDate";
};

/** Finds the export's columns in a header; undefined unless it names the key and POSTCODE. */
export function readEpcHeader<C extends Columns>(header: readonly string[], columns: C): EpcHeader<C> | undefined {
  const at = indexHeader(header);
  const index = Object.fromEntries(Object.entries(columns).map(([field, name]) => [field, at(name)])) as Record<keyof C, number>;
  const key = index.lmkKey >= 0 ? "lmkKey" : "certificateNumber";
  const lodged = index.lodgementDate >= 0 ? "lodgementDate" : "registrationDate";
  return index[key] >= 0 && index.postcode >= 0 ? { columns, width: header.length, index, key, lodged } : undefined;
}

/** A row's fields by name: as written, and as text with the placeholders read as not recorded. */
export type EpcFields<C extends Columns> = { raw: (field: keyof C) => string | undefined; text: (field: keyof C) => string | null };

/** What every certificate has, checked; the row's other fields by name for the export's own. */
export type EpcRow<C extends Columns> = EpcFields<C> & {
  lmkKey: string;
  postcode: string;
  inspectionDate: Date | null;
  lodgementDate: Date;
  uprn: string | null;
};

/** Reads a row's shared fields, or the reason it is refused (its width, a missing key, a bad postcode, date or UPRN). */
export function readEpcRow<C extends Columns>(header: EpcHeader<C>, fields: readonly string[]): EpcRow<C> | { reject: string } {
  const wrongShape = describeColumnCount(fields, header.width);
  if (wrongShape) return { reject: wrongShape };
  const raw = (field: keyof C) => (header.index[field] >= 0 ? fields[header.index[field]] : undefined);
  const text = (field: keyof C) => {
    const value = readText(raw(field));
    return value === null || PLACEHOLDERS.has(value.toUpperCase()) ? null : value;
  };
  const lmkKey = text(header.key);
  if (!lmkKey) return { reject: `missing ${header.columns[header.key]}` };
  const postcode = splitPostcode(raw("postcode") ?? "");
  if (!postcode) return { reject: `invalid postcode "${raw("postcode") ?? ""}"` };
  const dates = { inspectionDate: text("inspectionDate"), lodgementDate: text(header.lodged) };
  const inspectionDate = parseIsoDate(dates.inspectionDate ?? undefined);
  const lodgementDate = parseIsoDate(dates.lodgementDate ?? undefined);
  if (dates.inspectionDate && !inspectionDate) return { reject: `unparsable INSPECTION_DATE "${dates.inspectionDate}"` };
  if (!lodgementDate) return { reject: `unparsable ${header.columns[header.lodged]} "${dates.lodgementDate ?? ""}"` };
  const uprn = text("uprn");
  if (uprn !== null && !/^\d{1,12}$/.test(uprn)) return { reject: `invalid UPRN "${uprn}"` };
  return { raw, text, lmkKey, postcode: postcode.postcode, inspectionDate, lodgementDate, uprn };
}
