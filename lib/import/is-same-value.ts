export type SqlValue = string | number | boolean | Date | null;

/**
 * Compares a value we are about to write with what the database returned for it. The
 * drivers differ in how they hand back types (SQLite booleans as 0/1 in some paths,
 * PostgreSQL BIGINT as bigint, dates as Date or ISO text), so compare by meaning.
 */
export function isSameValue(next: SqlValue, stored: unknown): boolean {
  if (next === null || stored === null || stored === undefined) return next === null && (stored === null || stored === undefined);
  if (next instanceof Date) {
    if (stored instanceof Date) return stored.getTime() === next.getTime();
    return typeof stored === "string" && Date.parse(stored) === next.getTime();
  }
  if (typeof next === "number") return (typeof stored === "number" || typeof stored === "bigint" || typeof stored === "string") && Number(stored) === next;
  if (typeof next === "boolean") return stored === next || stored === (next ? 1 : 0) || stored === (next ? 1n : 0n);
  return stored === next;
}
