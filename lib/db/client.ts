import { PrismaPg } from "@prisma/adapter-pg";
import { getEnv } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/sqlite/client";
import { PrismaClient as PostgresPrismaClient } from "@/lib/generated/postgres/client";
import { providerOf, sqliteFilePath, type Provider } from "@/lib/db/database-url";
import { createSqliteAdapter, SQLITE_BUSY_TIMEOUT_MS } from "@/lib/db/sqlite-adapter";
import { createPostgresReader, createSqliteReader, type RawReader } from "@/lib/db/raw-reader";

// Both generated clients expose the same models; the SQLite one is the type we code to.
export type Db = PrismaClient;

// Raw SQL that differs between the two (a date's month, say) asks which one a client speaks,
// and a raw connection beside it (PostgreSQL's COPY) asks its URL; the clients are proxies,
// so `instanceof` cannot tell and Prisma offers no accessor. Kept on globalThis like the
// client, which outlives a hot reload of this module.
type Made = { provider: Provider; url: string; reader: RawReader };
const globalForProviders = globalThis as unknown as { dbsMade?: WeakMap<Db, Made> };
const made = (globalForProviders.dbsMade ??= new WeakMap<Db, Made>());

// PostgreSQL compiles a statement whose estimated cost passes jit_above_cost to machine code
// first: 10-15 ms for each wide search's statements at 2M sales, which are index reads of a
// few milliseconds that never pay it back. Off for the app's own sessions only.
const POSTGRES_SESSION_OPTIONS = "-c jit=off";
// The web server's sessions plan no parallel workers either (decision 152). At 30M sales
// PostgreSQL put a postcode's sales at 106 rows (17 in truth), planned an outward code's page
// at ~240k, and read all 1.7M postcodes in two workers (28 ms before their first row, 80-130
// ms in all) where its outward-code index reads 67 (0.4 ms); and the server answers many
// requests on two cores, where a worker takes one. An import keeps them: its summaries are
// grouped from every sale.
const POSTGRES_SERVING_OPTIONS = `${POSTGRES_SESSION_OPTIONS} -c max_parallel_workers_per_gather=0`;

type AdapterFactory = { connect(): Promise<{ underlyingDriver?(): unknown; dispose(): Promise<void> }> };

/** The reader opens when Prisma's connection does (given its driver) and closes with it. */
function withReader<F extends AdapterFactory>(factory: F, reader: RawReader): F {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    reader.open(adapter.underlyingDriver?.());
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      reader.close();
      await dispose();
    };
    return adapter;
  };
  return factory;
}

/**
 * A client for `url`; on PostgreSQL it pools at most `poolSize` connections (pg's default 10),
 * and `serving` (the web server's client) plans no parallel workers.
 */
export function createDb(url: string, poolSize?: number, { serving = false } = {}): Db {
  const provider = providerOf(url);
  const file = provider === "sqlite" ? sqliteFilePath(url) : "";
  const reader = provider === "sqlite" ? createSqliteReader(file, SQLITE_BUSY_TIMEOUT_MS) : createPostgresReader();
  const db =
    provider === "sqlite"
      ? new PrismaClient({ adapter: withReader(createSqliteAdapter(file), reader) })
      : (new PostgresPrismaClient({ adapter: withReader(new PrismaPg({ connectionString: url, max: poolSize, options: serving ? POSTGRES_SERVING_OPTIONS : POSTGRES_SESSION_OPTIONS }), reader) }) as unknown as Db);
  made.set(db, { provider, url, reader });
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

/** The raw reader beside a client made by createDb; none for a transaction's client. */
export function readerOfDb(db: Db): RawReader | undefined {
  return made.get(db)?.reader;
}

const globalForDb = globalThis as unknown as { appDb?: Db; serving?: boolean };

/** Marks this process as the web server (instrumentation-node.ts, before anything asks getDb): its client is made `serving`. */
export function markServingProcess() {
  globalForDb.serving = true;
}

/** The app's one client, kept across hot reloads in development. */
export function getDb(): Db {
  const env = getEnv();
  globalForDb.appDb ??= createDb(env.DATABASE_URL, env.DATABASE_POOL_SIZE, { serving: globalForDb.serving });
  return globalForDb.appDb;
}

/** Points the app at a database the caller owns (handler tests, scripts). */
export function setDb(db: Db | undefined) {
  globalForDb.appDb = db;
}
