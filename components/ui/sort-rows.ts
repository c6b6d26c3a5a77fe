// Sorting for every table (spec part 2 §2.4): a header click cycles ascending, descending,
// off; values compare as numbers when both are (£ and commas stripped), else as dates
// when both are ISO-like, else as case-insensitive text; empty values go last.

export type SortDirection = "asc" | "desc";
export type SortState<K extends string = string> = { key: K; direction: SortDirection } | null;
export type SortValue = string | number | Date | null | undefined;

/** The state after a click on `key`'s header: ascending, then descending, then off. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current?.key !== key) return { key, direction: "asc" };
  return current.direction === "asc" ? { key, direction: "desc" } : null;
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
// 2024, 2024-03, 2024-03-05, 2024-03-05T10:00:00Z and the like: never "12 High Street".
const ISO_DATE = /^\d{4}-\d{2}(-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?)?$/;

function isEmpty(value: SortValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "number") return Number.isNaN(value);
  if (value instanceof Date) return Number.isNaN(value.getTime());
  return value.trim() === "";
}

function asNumber(value: SortValue): number | null {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return null;
  // Only £ and commas go (spec §2.4); a space inside ("1 000", "12 Grosvenor Road") leaves text.
  const text = value.trim().replace(/[£,]/g, "");
  return NUMBER.test(text) ? Number(text) : null;
}

function asTime(value: SortValue): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== "string" || !ISO_DATE.test(value.trim())) return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : time;
}

function asText(value: SortValue): string {
  return value instanceof Date ? value.toISOString() : String(value).toLowerCase();
}

/** Ascending order of two non-empty values: numbers, then dates, then text. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const [numberA, numberB] = [asNumber(a), asNumber(b)];
  if (numberA !== null && numberB !== null) return numberA - numberB;
  const [timeA, timeB] = [asTime(a), asTime(b)];
  if (timeA !== null && timeB !== null) return timeA - timeB;
  return asText(a).localeCompare(asText(b), "en-GB");
}

/** The rows in the order `sort` asks for; off keeps their order. Ties keep their order too. */
export function sortRows<T, K extends string>(rows: readonly T[], sort: SortState<K>, valueOf: (row: T, key: K) => SortValue): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((rowA, rowB) => {
    const [a, b] = [valueOf(rowA, sort.key), valueOf(rowB, sort.key)];
    const [emptyA, emptyB] = [isEmpty(a), isEmpty(b)];
    // Empty values go last whichever the direction: a reader scans the values first.
    if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
    return sign * compareSortValues(a, b);
  });
}
