// Database failures that are the operator's to fix, not a bug: the app answers them with
// a 503 a person can act on instead of a 500. Prisma's driver adapters carry the driver's
// own code in meta.driverAdapterError.cause.originalCode (SQLite's name or PostgreSQL's
// SQLSTATE); errors raised outside a query carry it as `code` on the error itself.
export type DatabaseFailure = "cannot_write" | "unavailable";

const CANNOT_WRITE = [/^SQLITE_READONLY/, /^SQLITE_FULL$/, /^25006$/, /^53100$/];
const UNAVAILABLE = [/^SQLITE_BUSY/, /^SQLITE_LOCKED/, /^SQLITE_CANTOPEN/, /^SQLITE_IOERR/, /^08/, /^57P0[1-3]$/, /^53300$/, /^ECONNREFUSED$/];

function driverCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } }).meta;
  const code = meta?.driverAdapterError?.cause?.originalCode ?? (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

export function classifyDatabaseError(error: unknown): DatabaseFailure | undefined {
  const code = driverCode(error);
  if (code === undefined) return undefined;
  if (CANNOT_WRITE.some((pattern) => pattern.test(code))) return "cannot_write";
  if (UNAVAILABLE.some((pattern) => pattern.test(code))) return "unavailable";
  return undefined;
}
