// A CSV file as a spreadsheet should read it (RFC 4180, made safe per OWASP "CSV Injection").
// Pure: the download happens in components/ui/export-csv-button.tsx.

/** A cell: text is written as given, a number unformatted (250000, not "£250,000"), null empty. */
export type CsvCell = string | number | null | undefined;

export type CsvColumn<T> = {
  /** The header, the same words the screen shows, with the unit: "Price (£)". */
  header: string;
  value: (row: T) => CsvCell;
};

/** Excel reads a file without a byte-order mark as the local code page and mangles "£". */
export const CSV_BOM = "\uFEFF";
const LINE_END = "\r\n";
// OWASP: a cell starting with one of these can run as a formula in Excel, LibreOffice or Sheets.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Neutralises a text cell that a spreadsheet would read as a formula by putting a single quote
 * first. Only text: a real number (a change of -3.2%) is written as a number and stays one, so a
 * spreadsheet can compute with it; numbers cannot carry a formula.
 */
export function neutraliseCsvText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function quoteCsvField(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

function writeCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  return quoteCsvField(neutraliseCsvText(cell));
}

/** The file's text: BOM, a header row, one line per row, CRLF after every line. */
export function buildCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const header = columns.map((column) => writeCell(column.header)).join(",");
  const lines = rows.map((row) => columns.map((column) => writeCell(column.value(row))).join(","));
  return CSV_BOM + [header, ...lines].map((line) => line + LINE_END).join("");
}
