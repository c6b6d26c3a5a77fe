import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { getEnv } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/sqlite/client";
import { PrismaClient as PostgresPrismaClient } from "@/lib/generated/postgres/client";
import { providerOf, sqliteFilePath } from "@/lib/db/database-url";

// Both generated clients expose the same models; the SQLite one is the type we code to.
export type Db = PrismaClient;

export function createDb(url: string): Db {
  if (providerOf(url) === "sqlite") {
    return new PrismaClient({ adapter: new PrismaBetterSqlite3({ url: sqliteFilePath(url) }) });
  }
  return new PostgresPrismaClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as Db;
}

const globalForDb = globalThis as unknown as { appDb?: Db };

/** The app's one client, kept across hot reloads in development. */
export function getDb(): Db {
  globalForDb.appDb ??= createDb(getEnv().DATABASE_URL);
  return globalForDb.appDb;
}

/** Points the app at a database the caller owns (handler tests, scripts). */
export function setDb(db: Db | undefined) {
  globalForDb.appDb = db;
}
