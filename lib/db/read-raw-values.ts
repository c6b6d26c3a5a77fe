// Raw query results differ by driver: COUNT is a bigint on both, AVG a float on SQLite and
// a Decimal on PostgreSQL (numeric), MIN/MAX of a date ISO text on SQLite and a Date on
// PostgreSQL. These turn each into one JavaScript type, and fail loudly on anything else.

function isDecimal(value: unknown): value is { toNumber: () => number } {
  return typeof value === "object" && value !== null && "toNumber" in value && typeof value.toNumber === "function";
}

export function readNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (isDecimal(value)) return value.toNumber();
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  throw new Error(`Expected a number from the database, got ${typeof value}`);
}

export function readCount(value: unknown): number {
  return readNumber(value) ?? 0;
}

export function readDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new Error(`Expected a date from the database, got ${typeof value}`);
  return date;
}

export function readText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  throw new Error(`Expected text from the database, got ${typeof value}`);
}

/** A JSON array an aggregate built (sqlJsonArrayAgg): text on SQLite, parsed already on PostgreSQL; [] for anything else. */
export function readJsonList(value: unknown): unknown[] {
  const list: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(list) ? list : [];
}

/** A boolean column: 0/1 on SQLite, a boolean on PostgreSQL. */
export function readBoolean(value: unknown): boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value;
  if (typeof value === "number" || typeof value === "bigint") return Number(value) !== 0;
  throw new Error(`Expected a boolean from the database, got ${typeof value}`);
}

/** A BLOB (SQLite) or bytea (PostgreSQL): a Buffer from the drivers, a Uint8Array from Prisma's client. */
export function readBytes(value: unknown): Uint8Array | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return value;
  throw new Error(`Expected bytes from the database, got ${typeof value}`);
}
