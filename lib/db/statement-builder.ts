import { Prisma } from "@/lib/generated/sqlite/client";

export type SqlValue = string | number | boolean | Date | null;

// Binding every value costs ~3 µs each in Prisma's raw-query path (about 6 s of CPU for the
// demo's ~5 million values), so values that are safe as SQL literals are written inline.
// Safe in both dialects: numbers and Dates we format ourselves, and strings without a
// backslash or NUL with quotes doubled (the SQL standard; a backslash is only special in
// PostgreSQL with standard_conforming_strings off, so such strings are bound instead).
function toSqlLiteral(value: SqlValue): string | null {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} to the database`);
    return String(value);
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error("Cannot write an invalid date to the database");
    // The text Prisma's SQLite adapter stores; PostgreSQL's timestamp(3) reads it as UTC.
    return `'${value.toISOString().replace("Z", "+00:00")}'`;
  }
  if (/[\\\u0000]/.test(value)) return null;
  return `'${value.replace(/'/g, "''")}'`;
}

/** Builds one statement, writing safe values inline and binding the rest as parameters. */
export class StatementBuilder {
  private readonly strings: string[] = [""];
  private readonly values: SqlValue[] = [];

  sql(text: string): this {
    const last = this.strings.length - 1;
    this.strings[last] = (this.strings[last] ?? "") + text;
    return this;
  }

  value(value: SqlValue): this {
    const literal = toSqlLiteral(value);
    if (literal !== null) return this.sql(literal);
    this.values.push(value);
    this.strings.push("");
    return this;
  }

  get boundCount(): number {
    return this.values.length;
  }

  build(): Prisma.Sql {
    return new Prisma.Sql(this.strings, this.values);
  }
}
