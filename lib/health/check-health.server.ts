import "server-only";
import { providerOfDb, type Db } from "@/lib/db/client";
import type { CountedDataset } from "@/lib/data-version/count-datasets";
import { readTableCounts } from "@/lib/data-version/record-data-change";

// Load balancers call this often: reachability and writability are checked every time
// (one read, one single-row write). The row counts, for a signed-in caller only, are the
// ones kept at import time (DatasetCount, docs/decisions/112): no table is counted here.
const COUNTED: Readonly<Record<string, CountedDataset>> = {
  postcodes: "postcode",
  sales: "sale",
  crimes: "crime",
  planningConstraints: "planningConstraint",
  listedBuildings: "listedBuilding",
  addresses: "address",
  listings: "listing",
  epcCertificates: "epcCertificate",
  buildings: "building",
  titles: "title",
  clients: "client",
};

async function countRows(db: Db): Promise<Record<string, number>> {
  const counts = await readTableCounts(db, Object.values(COUNTED));
  return Object.fromEntries(Object.entries(COUNTED).map(([name, dataset]) => [name, counts.get(dataset) ?? 0]));
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
