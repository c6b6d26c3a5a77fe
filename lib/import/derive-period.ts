import path from "node:path";

export type MonthRange = { min: string | null; max: string | null };

export function createMonthRange(): MonthRange {
  return { min: null, max: null };
}

/** Widens the range to include `month` ("YYYY-MM"; strings of that shape sort by date). */
export function addMonth(range: MonthRange, month: string): void {
  if (range.min === null || month < range.min) range.min = month;
  if (range.max === null || month > range.max) range.max = month;
}

/** "2022-01..2022-09", "2022-01" for one month, the newest month for as-at data; null when the rows carry no dates. */
export function describePeriod(range: MonthRange, style: "range" | "latest"): string | null {
  if (range.min === null || range.max === null) return null;
  if (style === "latest" || range.min === range.max) return range.max;
  return `${range.min}..${range.max}`;
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/**
 * Some releases carry their date only in the file name (ONSPD_FEB_2024_UK.csv,
 * osopenuprn_202401.csv, CCOD_FULL_2024_01.csv, codepoint-open-2014-ne.csv).
 */
export function findPeriodInFileName(filePath: string): string | null {
  const name = path.basename(filePath).toUpperCase();
  const named = /(?:^|[^A-Z])(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*[-_ ]?((?:19|20)\d\d)(?!\d)/.exec(name);
  if (named?.[1] && named[2]) return `${named[2]}-${String(MONTHS.indexOf(named[1]) + 1).padStart(2, "0")}`;
  const numeric = /(?:^|\D)((?:19|20)\d\d)[-_]?(0[1-9]|1[0-2])(?!\d)/.exec(name);
  if (numeric?.[1] && numeric[2]) return `${numeric[1]}-${numeric[2]}`;
  const year = /(?:^|\D)((?:19|20)\d\d)(?!\d)/.exec(name);
  return year?.[1] ?? null;
}
