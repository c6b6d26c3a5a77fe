import type { SqlValue } from "./is-same-value";

/**
 * A value as @prisma/adapter-better-sqlite3 binds it (booleans 1/0, dates as ISO text
 * with "+00:00"), so rows written around Prisma read back through it exactly as its own.
 */
export function toSqliteValue(value: SqlValue | undefined): string | number | null {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  return value ?? null;
}
