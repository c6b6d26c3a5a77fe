import "server-only";
import type { Db } from "@/lib/db/client";
import { readText } from "@/lib/db/read-raw-values";
import { sqlLimit } from "@/lib/db/sql-limit";
import { Prisma } from "@/lib/generated/sqlite/client";
import { saleForPropertySelect } from "@/lib/property/to-property";
import { SEARCH_RESULT_LIMIT } from "./schemas";


type Point = { latitude: number | null; longitude: number | null };

const keyList = (rows: { key: unknown }[]) => rows.map((row) => readText(row.key)).filter((key): key is string => key !== null);
const inOrder = <T>(keys: string[], rows: T[], keyOf: (row: T) => string) => {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
};

/**
 * The newest listings and sales matching the conditions (on "Listing" and "Sale"), at most
 * SEARCH_RESULT_LIMIT of each: the database picks and orders them, and only those rows are
 * read, so the lists bound below never exceed the limit (500, under SQLite's 999).
 */
export async function listShownTransactions(db: Db, where: { listings: Prisma.Sql; sales: Prisma.Sql }, saleLimit: number) {
  const [listingKeys, saleKeys] = await Promise.all([
    db.$queryRaw<{ key: unknown }[]>(Prisma.sql`SELECT "id" AS "key" FROM "Listing" WHERE ${where.listings} ORDER BY "listingDate" DESC, "id" ${sqlLimit(SEARCH_RESULT_LIMIT)}`).then(keyList),
    saleLimit > 0
      ? db.$queryRaw<{ key: unknown }[]>(Prisma.sql`SELECT "transactionId" AS "key" FROM "Sale" WHERE ${where.sales} ORDER BY "date" DESC, "transactionId" ${sqlLimit(Math.min(saleLimit, SEARCH_RESULT_LIMIT))}`).then(keyList)
      : Promise.resolve([]),
  ]);
  const [listings, sales] = await Promise.all([
    listingKeys.length ? db.listing.findMany({ where: { id: { in: listingKeys } } }) : [],
    saleKeys.length ? db.sale.findMany({ where: { transactionId: { in: saleKeys } }, select: saleForPropertySelect }) : [],
  ]);
  const shownSales = inOrder(saleKeys, sales, (s) => s.transactionId);
  const uprns = [...new Set(shownSales.map((s) => s.uprn).filter((u): u is string => !!u))];
  // Listings copy their home's point, so whether it is approximate is read from the register
  // too. Listings and sales together are at most SEARCH_RESULT_LIMIT rows.
  const listingUprns = [...new Set(listings.map((l) => l.uprn).filter((u): u is string => !!u))];
  const postcodes = [...new Set(shownSales.map((s) => s.postcode).filter((p): p is string => !!p))];
  const [addresses, approximateListings, epcs, centroids] = await Promise.all([
    uprns.length ? db.address.findMany({ where: { uprn: { in: uprns } }, select: { uprn: true, latitude: true, longitude: true, locationApproximate: true, source: true, period: true } }) : [],
    listingUprns.length ? db.address.findMany({ where: { uprn: { in: listingUprns }, locationApproximate: true }, select: { uprn: true } }) : [],
    uprns.length ? db.epcCertificate.findMany({ where: { uprn: { in: uprns } }, select: { uprn: true, totalFloorArea: true, source: true, period: true }, orderBy: { lodgementDate: "asc" } }) : [],
    postcodes.length ? db.postcode.findMany({ where: { postcode: { in: postcodes } }, select: { postcode: true, latitude: true, longitude: true } }) : [],
  ]);
  return {
    listings: inOrder(listingKeys, listings, (l) => l.id),
    sales: shownSales,
    /** A sale's own point (by UPRN) and its postcode's centroid, the fallback. */
    points: new Map<string, Point & { source: string; period: string }>(addresses.map((a) => [a.uprn, a])),
    centroids: new Map<string, Point>(centroids.map((c) => [c.postcode, c])),
    /** UPRNs whose point is their sector's or outward code's centroid (Address.locationApproximate). */
    approximate: new Set([...addresses.filter((a) => a.locationApproximate), ...approximateListings].map((a) => a.uprn)),
    /** A UPRN's latest certificate's floor area, with that certificate's source. */
    floorAreas: new Map(epcs.map((e) => [e.uprn ?? "", { m2: e.totalFloorArea, source: e.source, period: e.period }])),
  };
}
