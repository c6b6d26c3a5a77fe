import type { Prisma } from "@/lib/generated/sqlite/client";
import { readerOfDb, type Db } from "./client";

/**
 * The rows of a SELECT, read straight from the driver where the client was made by
 * createDb (lib/db/raw-reader.ts, decision 120), through Prisma's $queryRaw otherwise (a
 * transaction's client, whose reads must see its own writes). Typed like $queryRaw (`T` is
 * the rows' array); read the values with lib/db/read-raw-values: they are the driver's own.
 */
export async function queryRows<T = Record<string, unknown>[]>(db: Db, query: Prisma.Sql): Promise<T> {
  const reader = readerOfDb(db);
  if (!reader) return db.$queryRaw<T>(query);
  let rows = reader.read(query);
  if (!rows) {
    // The reader opens with Prisma's connection, which opens on its first query.
    await db.$connect();
    rows = reader.read(query);
    if (!rows) throw new Error("The database connection did not open");
  }
  return (await rows) as T;
}
