import "server-only";
import type { Db } from "@/lib/db/client";
import { saleForPropertySelect } from "@/lib/property/to-property";

type Point = { latitude: number | null; longitude: number | null };

const inOrder = <T>(keys: string[], rows: T[], keyOf: (row: T) => string) => {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
};

/**
 * The rows of one page (the keys list-search-page chose, at most SEARCH_MAX_PAGE_SIZE of
 * them, under SQLite's 999 bound values) and what their cards show beside them: points,
 * floor areas and which points are approximate.
 */
export async function listShownTransactions(db: Db, keys: { listings: string[]; sales: string[] }) {
  const { listings: listingKeys, sales: saleKeys } = keys;
  const [listings, sales] = await Promise.all([
    listingKeys.length ? db.listing.findMany({ where: { id: { in: listingKeys } } }) : [],
    saleKeys.length ? db.sale.findMany({ where: { transactionId: { in: saleKeys } }, select: saleForPropertySelect }) : [],
  ]);
  const shownSales = inOrder(saleKeys, sales, (s) => s.transactionId);
  const uprns = [...new Set(shownSales.map((s) => s.uprn).filter((u): u is string => !!u))];
  // Listings copy their home's point, so whether it is approximate is read from the register too.
  const listingUprns = [...new Set(listings.map((l) => l.uprn).filter((u): u is string => !!u))];
  const postcodes = [...new Set(shownSales.map((s) => s.postcode).filter((p): p is string => !!p))];
  // One read of the register for both: a listing's row gives only whether its point is approximate.
  const registered = [...new Set([...uprns, ...listingUprns])];
  const [addresses, epcs, centroids] = await Promise.all([
    registered.length ? db.address.findMany({ where: { uprn: { in: registered } }, select: { uprn: true, latitude: true, longitude: true, locationApproximate: true, source: true, period: true } }) : [],
    // Oldest first, so the map below keeps each UPRN's latest certificate: the same one the
    // size sort reads (list-search-page), undated ones counted oldest on both databases.
    uprns.length
      ? db.epcCertificate.findMany({ where: { uprn: { in: uprns } }, select: { uprn: true, totalFloorArea: true, source: true, period: true }, orderBy: [{ lodgementDate: { sort: "asc", nulls: "first" } }, { lmkKey: "desc" }] })
      : [],
    postcodes.length ? db.postcode.findMany({ where: { postcode: { in: postcodes } }, select: { postcode: true, latitude: true, longitude: true } }) : [],
  ]);
  return {
    listings: new Map(listings.map((l) => [l.id, l])),
    sales: new Map(shownSales.map((s) => [s.transactionId, s])),
    /** A sale's own point (by UPRN) and its postcode's centroid, the fallback. */
    points: new Map<string, Point & { source: string; period: string }>(addresses.map((a) => [a.uprn, a])),
    centroids: new Map<string, Point>(centroids.map((c) => [c.postcode, c])),
    /** UPRNs whose point is their sector's or outward code's centroid (Address.locationApproximate). */
    approximate: new Set(addresses.filter((a) => a.locationApproximate).map((a) => a.uprn)),
    /** A UPRN's latest certificate's floor area, with that certificate's source. */
    floorAreas: new Map(epcs.map((e) => [e.uprn ?? "", { m2: e.totalFloorArea, source: e.source, period: e.period }])),
  };
}
