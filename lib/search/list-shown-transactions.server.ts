import "server-only";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { readBoolean, readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlInJsonList } from "@/lib/db/sql-json-list";
import { Prisma } from "@/lib/generated/sqlite/client";
import { sqlLatestCertificate } from "./sql-latest-certificate.server";
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

const saleColumns = (alias: string) => Prisma.raw(["transactionId", "price", "date", "postcode", "propertyType", "paon", "saon", "street", "locality", "town", "uprn", "source", "period", "category"].map((c) => `"${alias}"."${c}"`).join(", "));
const LISTING_COLUMNS = Prisma.raw(["id", "uprn", "address", "postcode", "status", "listingDate", "price", "bedrooms", "bathrooms", "floorAreaSqft", "propertyType", "latitude", "longitude", "source", "period"].map((c) => `"l"."${c}"`).join(", "));
// The home's row in the register, beside each sale's or listing's (null columns when none).
const ADDRESS_COLUMNS = Prisma.raw(`"a"."uprn" AS "addressUprn", "a"."latitude" AS "addressLatitude", "a"."longitude" AS "addressLongitude", "a"."locationApproximate" AS "addressApproximate", "a"."source" AS "addressSource", "a"."period" AS "addressPeriod"`);

type Address = { uprn: string; latitude: number | null; longitude: number | null; locationApproximate: boolean; source: string; period: string };

/** The register's row joined to a sale's or listing's, if it found one. */
function toAddress(row: Row): Address[] {
  const uprn = readText(row.addressUprn);
  if (!uprn) return [];
  return [{ uprn, latitude: readNumber(row.addressLatitude), longitude: readNumber(row.addressLongitude), locationApproximate: readBoolean(row.addressApproximate) ?? false, source: text(row.addressSource), period: text(row.addressPeriod) }];
}

/**
 * The sales of `keys`, each with its home's register row, its postcode's centroid and its
 * home's latest Energy Performance Certificate (sqlLatestCertificate, the one the size sort
 * reads), in one statement: read apart, the four were a fifth of a 1-mile
 * search's statements and ~5 ms of it on PostgreSQL.
 */
function readSales(db: Db, keys: readonly string[]): Promise<Row[]> {
  if (!keys.length) return Promise.resolve([]);
  return queryRows(db, Prisma.sql`
    SELECT ${saleColumns("s")}, ${ADDRESS_COLUMNS}, "p"."postcode" AS "centroidPostcode", "p"."latitude" AS "centroidLatitude", "p"."longitude" AS "centroidLongitude",
      "e"."uprn" AS "epcUprn", "e"."totalFloorArea" AS "epcFloorArea", "e"."source" AS "epcSource", "e"."period" AS "epcPeriod"
    FROM (SELECT ${saleColumns("Sale")}, ${sqlLatestCertificate("lmkKey")} AS "epcKey"
      FROM "Sale" WHERE ${sqlInJsonList(db, Prisma.raw(`"Sale"."transactionId"`), keys)}) AS "s"
    LEFT JOIN "Address" AS "a" ON "a"."uprn" = "s"."uprn"
    LEFT JOIN "Postcode" AS "p" ON "p"."postcode" = "s"."postcode"
    LEFT JOIN "EpcCertificate" AS "e" ON "e"."lmkKey" = "s"."epcKey"`);
}

/** The listings of `keys`, each with its home's register row. */
function readListings(db: Db, keys: readonly string[]): Promise<Row[]> {
  if (!keys.length) return Promise.resolve([]);
  return queryRows(db, Prisma.sql`
    SELECT ${LISTING_COLUMNS}, ${ADDRESS_COLUMNS} FROM "Listing" AS "l" LEFT JOIN "Address" AS "a" ON "a"."uprn" = "l"."uprn"
    WHERE ${sqlInJsonList(db, Prisma.raw(`"l"."id"`), keys)}`);
}

/**
 * The rows of one page (the keys list-search-page chose, at most SEARCH_MAX_PAGE_SIZE of
 * them) and what their cards show beside them: points, floor areas and which points are
 * approximate. Read with raw SQL (decision 120): a page's five reads through Prisma's client
 * were a sixth of a search's CPU; now two, the sales' and the listings'.
 */
export async function listShownTransactions(db: Db, keys: { listings: string[]; sales: string[] }) {
  const [listingRows, saleRows] = await Promise.all([readListings(db, keys.listings), readSales(db, keys.sales)]);
  const listings = listingRows.map(toListing);
  const shownSales = inOrder(keys.sales, saleRows, (row) => text(row.transactionId));
  // Listings copy their home's point, so whether it is approximate is read from the register too.
  const addresses = [...shownSales, ...listingRows].flatMap(toAddress);
  return {
    listings: new Map(listings.map((l) => [l.id, l])),
    sales: new Map(shownSales.map((row) => [text(row.transactionId), toSale(row)])),
    /** A sale's own point (by UPRN) and its postcode's centroid, the fallback. */
    points: new Map<string, Point & { source: string; period: string }>(addresses.map((a) => [a.uprn, a])),
    centroids: new Map<string, Point>(
      shownSales.flatMap((row) => {
        const postcode = readText(row.centroidPostcode);
        return postcode ? [[postcode, { latitude: readNumber(row.centroidLatitude), longitude: readNumber(row.centroidLongitude) }] as const] : [];
      }),
    ),
    /** UPRNs whose point is their sector's or outward code's centroid (Address.locationApproximate). */
    approximate: new Set(addresses.filter((a) => a.locationApproximate).map((a) => a.uprn)),
    /** A UPRN's latest certificate's floor area, with that certificate's source. */
    floorAreas: new Map(
      shownSales.flatMap((row) => {
        const uprn = readText(row.epcUprn);
        return uprn ? [[uprn, { m2: readNumber(row.epcFloorArea), source: text(row.epcSource), period: text(row.epcPeriod) }] as const] : [];
      }),
    ),
  };
}
