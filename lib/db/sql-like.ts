import { Prisma } from "@/lib/generated/sqlite/client";

/** Escapes LIKE's wildcards (% and _) and the escape character itself, so text matches only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// PostgreSQL's LIKE is case-sensitive and SQLite's ignores ASCII case only, so both sides
// are upper-cased by the database itself: the same rows match on both for ASCII text (for
// other letters PostgreSQL's UPPER also folds case, SQLite's leaves them as they are).
// Registers store addresses in capitals (Price Paid, AddressBase) or title case (demo).
function sqlLikeIgnoringCase(column: Prisma.Sql, pattern: string): Prisma.Sql {
  return Prisma.sql`UPPER(${column}) LIKE UPPER(${pattern}) ESCAPE '\\'`;
}

/** True where the column contains the text, literally and ignoring case. */
export function sqlContainsText(column: Prisma.Sql, text: string): Prisma.Sql {
  return sqlLikeIgnoringCase(column, `%${escapeLike(text)}%`);
}

/** True where the column starts with the text, literally and ignoring case. */
export function sqlStartsWithText(column: Prisma.Sql, text: string): Prisma.Sql {
  return sqlLikeIgnoringCase(column, `${escapeLike(text)}%`);
}

/**
 * True where the column starts with the text as Prisma's `startsWith` tests it: LIKE, which
 * ignores ASCII case on SQLite and not on PostgreSQL (for reads moved off Prisma's client
 * that must find the same rows; new code wants sqlStartsWithText).
 */
export function sqlLikePrefix(column: Prisma.Sql, text: string): Prisma.Sql {
  return Prisma.sql`${column} LIKE ${`${escapeLike(text)}%`} ESCAPE '\\'`;
}
