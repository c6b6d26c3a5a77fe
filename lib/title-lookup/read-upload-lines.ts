import { CsvRecordSplitter } from "@/lib/import/split-csv-records";
import { badRequest } from "@/lib/errors/app-error";
import { MAX_UPLOAD_ROWS, TITLE_NUMBER_MESSAGE, TITLE_NUMBER_PATTERN, type UploadItem, type UploadKind, ADDRESS_UPLOAD_KIND } from "./schemas";

const ADDRESS_HEADERS = ["address", "full address", "full_address", "property address", "property_address"];
const TITLE_HEADERS = ["title number", "title_number", "titlenumber", "title", "title no", "title no."];
const MAX_LINE_CHARS = 500;

function checkItem(kind: UploadKind, line: number, raw: string): UploadItem {
  const text = raw.trim().replace(/\s+/g, " ");
  if (text.length > MAX_LINE_CHARS) return { line, text: text.slice(0, 80), error: `Line ${line} is longer than ${MAX_LINE_CHARS} characters.` };
  if (kind === ADDRESS_UPLOAD_KIND) return text.length < 3 ? { line, text, error: `Line ${line} is too short to be an address.` } : { line, text };
  const titleNumber = text.toUpperCase().replace(/\s/g, "");
  return TITLE_NUMBER_PATTERN.test(titleNumber) ? { line, text: titleNumber } : { line, text, error: `Line ${line}: ${TITLE_NUMBER_MESSAGE}` };
}

/**
 * The lines of an uploaded file. A .txt file is one address (or title number) a line. A .csv
 * file with an "Address" (or "Title Number") header column is read by that column; without
 * one, each record's fields are one address (an address split over columns) or, for titles,
 * the first field. A line that cannot be read is kept with its error, never ending the file.
 */
export function readUploadLines(kind: UploadKind, fileName: string, text: string): UploadItem[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const noun = kind === ADDRESS_UPLOAD_KIND ? "addresses" : "title numbers";
  let items: UploadItem[];
  if (fileName.toLowerCase().endsWith(".txt")) {
    items = body.split(/\r?\n/).flatMap((raw, index) => (raw.trim() ? [checkItem(kind, index + 1, raw)] : []));
  } else {
    const splitter = new CsvRecordSplitter();
    const records = [...splitter.push(body), ...splitter.end()];
    const first = records[0];
    const headers = kind === ADDRESS_UPLOAD_KIND ? ADDRESS_HEADERS : TITLE_HEADERS;
    const column = first && "fields" in first ? first.fields.findIndex((field) => headers.includes(field.trim().toLowerCase())) : -1;
    items = records.slice(column >= 0 ? 1 : 0).flatMap((record): UploadItem[] => {
      if ("error" in record) return [{ line: record.line, text: "", error: `Line ${record.line}: ${record.error}` }];
      const fields = record.fields.map((field) => field.trim());
      const value = column >= 0 ? (fields[column] ?? "") : kind === ADDRESS_UPLOAD_KIND ? fields.filter(Boolean).join(", ") : (fields[0] ?? "");
      if (!fields.some(Boolean)) return [];
      return [value ? checkItem(kind, record.line, value) : { line: record.line, text: "", error: `Line ${record.line} has no value in the ${kind === ADDRESS_UPLOAD_KIND ? "address" : "title number"} column.` }];
    });
  }
  if (items.length === 0) throw badRequest(`The file has no ${noun}: put one on each line.`);
  if (items.length > MAX_UPLOAD_ROWS) throw badRequest(`The file has ${items.length.toLocaleString("en-GB")} ${noun}; at most ${MAX_UPLOAD_ROWS.toLocaleString("en-GB")} can be uploaded at once. Split it into smaller files.`);
  return items;
}
