import { providerOfDb, type Db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";

/** "YYYY-MM" of a DateTime column: SQLite stores ISO text, PostgreSQL a timestamp (UTC in both). */
export function sqlMonthOf(db: Db, column: Prisma.Sql): Prisma.Sql {
  return providerOfDb(db) === "postgres" ? Prisma.sql`to_char(${column}, 'YYYY-MM')` : Prisma.sql`substr(${column}, 1, 7)`;
}
