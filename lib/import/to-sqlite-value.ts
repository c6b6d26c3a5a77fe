import type { SqlValue } from "./is-same-value";

/**
 * A value as @prisma/adapter-better-sqlite3 binds it (booleans 1/0, dates as ISO text
 * with "+00:00"), so rows written around Prisma read back through it exactly as its own.
 */
export function toSqliteValue(value: SqlValue | undefined): string | number | null {
  if (value instanceof Date) return formatDateText(value);
  if (typeof value === "boolean") return value ? 1 : 0;
  return value ?? null;
}

// Days as text, kept: a national file's dates are a few thousand days, each written tens of
// thousands of times (200k Price Paid rows formatted theirs in ~70 ms). Times of day are not kept.
const DAY_MS = 86_400_000;
const days = new Map<number, string>();

/** A date as ISO text with "+00:00" (how Prisma's SQLite adapter binds it; COPY's text reads it too), days kept. */
export function formatDateText(date: Date): string {
  const time = date.getTime();
  if (time % DAY_MS !== 0) return date.toISOString().replace("Z", "+00:00");
  let text = days.get(time);
  if (text === undefined) {
    text = date.toISOString().replace("Z", "+00:00");
    // Bounded, in case a file spans more days than any real one does.
    if (days.size >= 100_000) days.clear();
    days.set(time, text);
  }
  return text;
}
