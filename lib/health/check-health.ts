import type { Db } from "@/lib/db";

export type Health = {
  status: "ok" | "degraded";
  database: { reachable: boolean; provider: string; error?: string };
  data: Record<string, number> | null;
  checkedAt: string;
};

/** For load balancers and people: is the database reachable, and what data is loaded. */
export async function checkHealth(db: Db, provider: string, now = new Date()): Promise<Health> {
  try {
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
    return {
      status: "ok",
      database: { reachable: true, provider },
      data: { postcodes, sales, crimes, planningConstraints, listedBuildings, addresses, listings, epcCertificates, buildings, titles, clients },
      checkedAt: now.toISOString(),
    };
  } catch (error) {
    console.error("[health] database check failed", error);
    return { status: "degraded", database: { reachable: false, provider, error: "The database did not answer." }, data: null, checkedAt: now.toISOString() };
  }
}
