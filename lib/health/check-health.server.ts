import "server-only";
import { createTtlCache } from "@/lib/cache/create-ttl-cache";
import { providerOfDb, type Db } from "@/lib/db/client";

// Load balancers call this often: reachability and writability are checked every time
// (one read, one single-row write); the row counts (a scan per table on SQLite) are
// recounted at most every 30 s, and only for a signed-in caller.
const countsCache = createTtlCache<Record<string, number>>(1, 30_000);

async function countRows(db: Db): Promise<Record<string, number>> {
  const cached = countsCache.get("counts");
  if (cached) return cached;
  const [postcodes, sales, crimes, planningConstraints, listedBuildings, addresses, listings, epcCertificates, buildings, titles, clients] = await Promise.all([
    db.postcode.count(),
    db.sale.count(),
    db.crime.count(),
    db.planningConstraint.count(),
    db.listedBuilding.count(),
    db.address.count(),
    db.listing.count(),
    db.epcCertificate.count(),
    db.building.count(),
    db.title.count(),
    db.client.count(),
  ]);
  const counts = { postcodes, sales, crimes, planningConstraints, listedBuildings, addresses, listings, epcCertificates, buildings, titles, clients };
  countsCache.set("counts", counts);
  return counts;
}

/** What anyone may see: enough for a load balancer, nothing about the data. */
export type PublicHealth = { status: "ok" | "degraded" };

export type Health = PublicHealth & {
  database: { reachable: boolean; writable: boolean; provider: string; error?: string };
  data: Record<string, number> | null;
  checkedAt: string;
};

async function probe(check: () => Promise<unknown>, label: string): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    console.error(`[health] the database ${label}`, error instanceof Error ? error.message : error);
    return false;
  }
}

/**
 * Is the database reachable and writable? A database that answers reads but cannot be
 * written (disk full, read-only file) is degraded: saves fail even though searches work.
 */
export async function checkHealth(db: Db, options: { detailed: boolean }, now = new Date()): Promise<Health | PublicHealth> {
  const provider = providerOfDb(db);
  const reachable = await probe(() => db.$queryRaw`SELECT 1`, "did not answer");
  const writable = reachable && (await probe(() => db.heartbeat.upsert({ where: { id: 1 }, create: { id: 1, at: now }, update: { at: now } }), "cannot be written"));
  const status = reachable && writable ? "ok" : "degraded";
  if (!options.detailed) return { status };
  const error = !reachable ? "The database did not answer." : !writable ? "The database cannot be written (disk full or read-only?)." : undefined;
  return {
    status,
    database: { reachable, writable, provider, ...(error ? { error } : {}) },
    data: reachable ? await countRows(db).catch(() => null) : null,
    checkedAt: now.toISOString(),
  };
}
