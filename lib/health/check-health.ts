import { createTtlCache } from "@/lib/cache/create-ttl-cache";
import type { Db } from "@/lib/db";

// Load balancers call this often: reachability is checked every time with one trivial
// query; the row counts (a scan per table on SQLite) are recounted at most every 30 s.
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

export type Health = {
  status: "ok" | "degraded";
  database: { reachable: boolean; provider: string; error?: string };
  data: Record<string, number> | null;
  checkedAt: string;
};

/** For load balancers and people: is the database reachable, and what data is loaded. */
export async function checkHealth(db: Db, provider: string, now = new Date()): Promise<Health> {
  try {
    await db.$queryRaw`SELECT 1`;
    const data = await countRows(db);
    return {
      status: "ok",
      database: { reachable: true, provider },
      data,
      checkedAt: now.toISOString(),
    };
  } catch (error) {
    console.error("[health] database check failed", error);
    return { status: "degraded", database: { reachable: false, provider, error: "The database did not answer." }, data: null, checkedAt: now.toISOString() };
  }
}
