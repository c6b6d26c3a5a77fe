import { PrismaPg } from "@prisma/adapter-pg";
import { getEnv } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/sqlite/client";
import { PrismaClient as PostgresPrismaClient } from "@/lib/generated/postgres/client";
import { providerOf, sqliteFilePath, type Provider } from "@/lib/db/database-url";
import { createSqliteAdapter } from "@/lib/db/sqlite-adapter";

// Both generated clients expose the same models; the SQLite one is the type we code to.
export type Db = PrismaClient;

// Raw SQL that differs between the two (a date's month, say) asks which one a client speaks,
// and a raw connection beside it (PostgreSQL's COPY) asks its URL; the clients are proxies,
// so `instanceof` cannot tell and Prisma offers no accessor. Kept on globalThis like the
// client, which outlives a hot reload of this module.
type Made = { provider: Provider; url: string };
const globalForProviders = globalThis as unknown as { dbsMade?: WeakMap<Db, Made> };
const made = (globalForProviders.dbsMade ??= new WeakMap<Db, Made>());

// PostgreSQL compiles a statement whose estimated cost passes jit_above_cost to machine code
// first: 10-15 ms for each wide search's statements at 2M sales, which are index reads of a
// few milliseconds that never pay it back. Off for the app's own sessions only.
const POSTGRES_SESSION_OPTIONS = "-c jit=off";

/** A client for `url`; on PostgreSQL it pools at most `poolSize` connections (pg's default 10). */
export function createDb(url: string, poolSize?: number): Db {
  const provider = providerOf(url);
  const db =
    provider === "sqlite"
      ? new PrismaClient({ adapter: createSqliteAdapter(sqliteFilePath(url)) })
      : (new PostgresPrismaClient({ adapter: new PrismaPg({ connectionString: url, max: poolSize, options: POSTGRES_SESSION_OPTIONS }) }) as unknown as Db);
  made.set(db, { provider, url });
  return db;
}

function readMade(db: Db, caller: string): Made {
  const found = made.get(db);
  if (!found) throw new Error(`${caller}: the client was not made by createDb`);
  return found;
}

/** The SQL dialect of a client made by createDb. */
export function providerOfDb(db: Db): Provider {
  return readMade(db, "providerOfDb").provider;
}

/** The database URL a client made by createDb connects to. */
export function urlOfDb(db: Db): string {
  return readMade(db, "urlOfDb").url;
}

const globalForDb = globalThis as unknown as { appDb?: Db };

/** The app's one client, kept across hot reloads in development. */
export function getDb(): Db {
  const env = getEnv();
  globalForDb.appDb ??= createDb(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  return globalForDb.appDb;
}

/** Points the app at a database the caller owns (handler tests, scripts). */
export function setDb(db: Db | undefined) {
  globalForDb.appDb = db;
}
