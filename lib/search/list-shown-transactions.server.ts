import "server-only";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { readBoolean, readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlInJsonList } from "@/lib/db/sql-json-list";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { ListingForProperty, SaleForProperty } from "@/lib/property/to-property";

type Point = { latitude: number | null; longitude: number | null };
type Row = Record<string, unknown>;

const inOrder = <T>(keys: string[], rows: T[], keyOf: (row: T) => string) => {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
};

const text = (value: unknown) => readText(value) ?? "";
const whole = (value: unknown) => readNumber(value) ?? 0;
const instant = (value: unknown) => readDate(value) ?? new Date(0);

function toSale(row: Row): SaleForProperty {
  return {
    transactionId: text(row.transactionId), price: whole(row.price), date: instant(row.date), postcode: readText(row.postcode),
    propertyType: text(row.propertyType), paon: readText(row.paon), saon: readText(row.saon), street: readText(row.street),
    locality: readText(row.locality), town: readText(row.town), uprn: readText(row.uprn), source: text(row.source),
    period: text(row.period), category: text(row.category),
  };
}

function toListing(row: Row): ListingForProperty {
  return {
    id: text(row.id), uprn: readText(row.uprn), address: text(row.address), postcode: text(row.postcode), status: text(row.status),
    listingDate: instant(row.listingDate), price: whole(row.price), bedrooms: readNumber(row.bedrooms), bathrooms: readNumber(row.bathrooms),
    floorAreaSqft: readNumber(row.floorAreaSqft), propertyType: readText(row.propertyType), latitude: readNumber(row.latitude),
    longitude: readNumber(row.longitude), source: text(row.source), period: text(row.period),
  };
}

const SALE_COLUMNS = Prisma.raw(`"transactionId", "price", "date", "postcode", "propertyType", "paon", "saon", "street", "locality", "town", "uprn", "source", "period", "category"`);
const LISTING_COLUMNS = Prisma.raw(`"id", "uprn", "address", "postcode", "status", "listingDate", "price", "bedrooms", "bathrooms", "floorAreaSqft", "propertyType", "latitude", "longitude", "source", "period"`);
const column = (name: string) => Prisma.raw(`"${name}"`);

/** The rows of `table` whose `key` is one of `keys` (bound as one JSON list, any length). */
function readByKeys(db: Db, table: string, columns: Prisma.Sql, key: string, keys: readonly string[], order: Prisma.Sql = Prisma.empty): Promise<Row[]> {
  if (!keys.length) return Promise.resolve([]);
  return queryRows(db, Prisma.sql`SELECT ${columns} FROM ${column(table)} WHERE ${sqlInJsonList(db, column(key), keys)} ${order}`);
}

/**
 * The rows of one page (the keys list-search-page chose, at most SEARCH_MAX_PAGE_SIZE of
 * them) and what their cards show beside them: points, floor areas and which points are
 * approximate. Read with raw SQL (decision 120): a page's five reads through Prisma's client
 * were a sixth of a search's CPU.
 */
export async function listShownTransactions(db: Db, keys: { listings: string[]; sales: string[] }) {
  const { listings: listingKeys, sales: saleKeys } = keys;
  const [listingRows, saleRows] = await Promise.all([
    readByKeys(db, "Listing", LISTING_COLUMNS, "id", listingKeys),
    readByKeys(db, "Sale", SALE_COLUMNS, "transactionId", saleKeys),
  ]);
  const listings = listingRows.map(toListing);
  const shownSales = inOrder(saleKeys, saleRows.map(toSale), (s) => s.transactionId);
  const uprns = [...new Set(shownSales.map((s) => s.uprn).filter((u): u is string => !!u))];
  // Listings copy their home's point, so whether it is approximate is read from the register too.
  const listingUprns = [...new Set(listings.map((l) => l.uprn).filter((u): u is string => !!u))];
  const postcodes = [...new Set(shownSales.map((s) => s.postcode).filter((p): p is string => !!p))];
  // One read of the register for both: a listing's row gives only whether its point is approximate.
  const registered = [...new Set([...uprns, ...listingUprns])];
  const [addressRows, epcRows, centroidRows] = await Promise.all([
    readByKeys(db, "Address", Prisma.raw(`"uprn", "latitude", "longitude", "locationApproximate", "source", "period"`), "uprn", registered),
    // Oldest first, so the map below keeps each UPRN's latest certificate: the same one the
    // size sort reads (list-search-page), undated ones counted oldest on both databases.
    readByKeys(db, "EpcCertificate", Prisma.raw(`"uprn", "totalFloorArea", "source", "period"`), "uprn", uprns, Prisma.sql`ORDER BY "lodgementDate" ASC NULLS FIRST, "lmkKey" DESC`),
    readByKeys(db, "Postcode", Prisma.raw(`"postcode", "latitude", "longitude"`), "postcode", postcodes),
  ]);
  const addresses = addressRows.map((a) => ({
    uprn: text(a.uprn), latitude: readNumber(a.latitude), longitude: readNumber(a.longitude),
    locationApproximate: readBoolean(a.locationApproximate) ?? false, source: text(a.source), period: text(a.period),
  }));
  return {
    listings: new Map(listings.map((l) => [l.id, l])),
    sales: new Map(shownSales.map((s) => [s.transactionId, s])),
    /** A sale's own point (by UPRN) and its postcode's centroid, the fallback. */
    points: new Map<string, Point & { source: string; period: string }>(addresses.map((a) => [a.uprn, a])),
    centroids: new Map<string, Point>(centroidRows.map((c) => [text(c.postcode), { latitude: readNumber(c.latitude), longitude: readNumber(c.longitude) }])),
    /** UPRNs whose point is their sector's or outward code's centroid (Address.locationApproximate). */
    approximate: new Set(addresses.filter((a) => a.locationApproximate).map((a) => a.uprn)),
    /** A UPRN's latest certificate's floor area, with that certificate's source. */
    floorAreas: new Map(epcRows.map((e) => [text(e.uprn), { m2: readNumber(e.totalFloorArea), source: text(e.source), period: text(e.period) }])),
  };
}
