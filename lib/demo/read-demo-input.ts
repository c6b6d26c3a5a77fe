import type { Db } from "@/lib/db/client";
import { chunk } from "@/lib/db/chunk";
import { DEMO_SOURCE } from "./demo-constants";
import { getOutcode, getPostcodeSector, normalisePostcode } from "@/lib/postcode/normalise-postcode";
import type { Centroid, KnownCentroids } from "./locate-address";
import type { RealSale } from "./demo-types";

// Prisma assumes SQLite allows 999 bound parameters per query (the better-sqlite3 adapter
// does not report its real limit) and rejects larger IN lists.
const LOOKUP_BATCH = 900;

export type DemoInput = {
  /** Real sales not yet linked to a real (non-demo) UPRN. */
  sales: RealSale[];
  salesRead: number;
  /** Sales a real address matcher already linked: left alone. */
  alreadyLinkedSales: number;
  /** Every real sale, linked or not: the local price levels listings are priced from. */
  allSales: RealSale[];
  centroids: KnownCentroids;
};

async function findDemoUprns(db: Db, uprns: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const batch of chunk(uprns, LOOKUP_BATCH)) {
    const rows = await db.address.findMany({ where: { uprn: { in: batch }, source: DEMO_SOURCE }, select: { uprn: true } });
    for (const row of rows) found.add(row.uprn);
  }
  return found;
}

async function readCentroids(db: Db, postcodes: readonly string[]): Promise<Map<string, Centroid>> {
  const centroids = new Map<string, Centroid>();
  for (const batch of chunk(postcodes, LOOKUP_BATCH)) {
    const rows = await db.postcode.findMany({
      where: { postcode: { in: batch }, latitude: { not: null }, longitude: { not: null } },
      select: { postcode: true, latitude: true, longitude: true },
    });
    for (const row of rows) {
      if (row.latitude !== null && row.longitude !== null) centroids.set(row.postcode, { latitude: row.latitude, longitude: row.longitude });
    }
  }
  return centroids;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The mean point of the known postcodes of each sector or outward code, aggregated in SQL.
 * Rounded to 6 decimals (~0.1 m) so the summation order of either database cannot change it.
 */
async function readAreaCentroids(db: Db, by: "sector" | "outcode", codes: readonly string[]): Promise<Map<string, Centroid>> {
  const centroids = new Map<string, Centroid>();
  for (const batch of chunk(codes, LOOKUP_BATCH)) {
    const rows = await db.postcode.groupBy({
      by: [by],
      where: { [by]: { in: batch }, latitude: { not: null }, longitude: { not: null } },
      _avg: { latitude: true, longitude: true },
    });
    for (const row of rows) {
      const { latitude, longitude } = row._avg;
      if (latitude !== null && longitude !== null) centroids.set(row[by], { latitude: round6(latitude), longitude: round6(longitude) });
    }
  }
  return centroids;
}

async function readKnownCentroids(db: Db, postcodes: readonly string[]): Promise<KnownCentroids> {
  const own = await readCentroids(db, postcodes);
  const missing = postcodes.filter((postcode) => !own.has(postcode));
  const codesOf = (code: (postcode: string) => string | null) => [...new Set(missing.flatMap((postcode) => code(postcode) ?? []))].sort();
  return {
    postcodes: own,
    sectors: await readAreaCentroids(db, "sector", codesOf(getPostcodeSector)),
    outcodes: await readAreaCentroids(db, "outcode", codesOf(getOutcode)),
  };
}

export async function readDemoInput(db: Db): Promise<DemoInput> {
  const rows = await db.sale.findMany({
    where: { source: { not: DEMO_SOURCE } },
    select: {
      transactionId: true, price: true, date: true, postcode: true, propertyType: true, newBuild: true, tenure: true,
      paon: true, saon: true, street: true, locality: true, town: true, district: true, county: true, uprn: true, category: true,
    },
  });
  const linked = [...new Set(rows.flatMap((row) => (row.uprn ? [row.uprn] : [])))].sort();
  const demoUprns = await findDemoUprns(db, linked);
  const sales = rows.filter((row) => row.uprn === null || demoUprns.has(row.uprn));
  const postcodes = [...new Set(sales.flatMap((sale) => (sale.postcode ? normalisePostcode(sale.postcode) : null) ?? []))].sort();
  return { sales, salesRead: rows.length, alreadyLinkedSales: rows.length - sales.length, allSales: rows, centroids: await readKnownCentroids(db, postcodes) };
}
