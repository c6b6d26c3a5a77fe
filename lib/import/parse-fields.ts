// Field parsers shared by the dataset parsers: each returns null for "not that".

/** Trimmed text, or null for blank. */
export function readText(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/** A whole number written plainly ("153500", "-3"); null otherwise. */
export function parseInteger(value: string | undefined): number | null {
  const trimmed = value?.trim() ?? "";
  if (!/^-?\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : null;
}

/** A decimal number ("55.009939", "1e3"); null for blank or junk. */
export function parseDecimal(value: string | undefined): number | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "" || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

function makeUtcDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2022-02-30 over to March; a real calendar date survives the round trip.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

// Each text's answer (the day's instant, or null), kept: a national file writes a few
// thousand dates, each tens of thousands of times. Bounded, for files of timestamps.
const isoDays = new Map<string, number | null>();

/** The calendar date of "2022-01-04", "2022-01-04 00:00" or "1986-11-17T00:00:00Z", at UTC midnight. */
export function parseIsoDate(value: string | undefined): Date | null {
  const text = value ?? "";
  let time = isoDays.get(text);
  if (time === undefined) {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text.trim());
    time = match ? (makeUtcDate(Number(match[1]), Number(match[2]), Number(match[3]))?.getTime() ?? null) : null;
    if (isoDays.size >= 50_000) isoDays.clear();
    isoDays.set(text, time);
  }
  return time === null ? null : new Date(time);
}

/** "23-06-2005" or "23/06/2005" (day first, as HM Land Registry writes them), or an ISO date. */
export function parseDayFirstDate(value: string | undefined): Date | null {
  const match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(value?.trim() ?? "");
  if (!match) return parseIsoDate(value);
  return makeUtcDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** "YYYY-MM" of a date, for a file's period. */
export function formatMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** "Expected 16 columns, found 15" when a CSV row has the wrong shape. */
export function describeColumnCount(fields: readonly string[], expected: number): string | null {
  return fields.length === expected ? null : `expected ${expected} columns, found ${fields.length}`;
}

/** Index of each header name, compared case-insensitively with spaces, dashes and underscores ignored. */
export function indexHeader(header: readonly string[]): (name: string) => number {
  const normalise = (name: string) => name.trim().toLowerCase().replace(/[\s_\-]+/g, "");
  const positions = new Map<string, number>();
  header.forEach((name, i) => {
    if (!positions.has(normalise(name))) positions.set(normalise(name), i);
  });
  return (name) => positions.get(normalise(name)) ?? -1;
}
