import "server-only";
// Server-side reads for a valuation; everything that decides a figure is in the pure modules.
import { sqlInJsonList } from "@/lib/db/sql-json-list";
import { sqlLimit } from "@/lib/db/sql-limit";
import type { Db } from "@/lib/db/client";
import { createDataVersionCache } from "@/lib/data-version/create-data-version-cache.server";
import { readCount, readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { Prisma } from "@/lib/generated/sqlite/client";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { milesToMetres, squareMetresToFeet } from "@/lib/property/units";
import { findCircleBounds } from "@/lib/geo/find-circle-bounds";
import { DEMO_SOURCE } from "@/lib/demo/demo-constants";
import { computeMarketIndex, outcodesOfArea, readStoredMarketIndex, windowOfMonth, type AreaPoints, type MarketIndex } from "@/lib/import/market-indexes";
import { readCachedSummaryBuild } from "@/lib/data-version/read-cached-summary-build.server";
import type { PriceIndex } from "./build-price-index";
import { RENT_RADIUS_METRES, type LetListing, type RentRow } from "./estimate-rent";
import { toMonthKey } from "./months";
import { MIN_COMPARABLES, MIN_MARKET_PRICE, SEARCH_RINGS_MILES, selectComparables } from "./select-comparables";
import { saleRowSelect, toEvidenceSale, type SaleRow } from "./to-evidence-sale";
import type { EvidenceSale, Subject } from "./types";
import type { FloorAreaRecord } from "./value-home";
import { queryRows } from "@/lib/db/query-rows";

/** The area's sales over the window to the valuation date, and the local price index they make (the outward code's, shrunk toward the area's). */
export type AreaEvidence =
  | { sales: readonly EvidenceSale[]; latestSaleDate: Date; index: PriceIndex }
  | { sales: readonly EvidenceSale[]; latestSaleDate: null; index: null };

type RawSale = Record<keyof SaleRow | "latitude" | "longitude", unknown>;

function toSaleRow(row: RawSale): SaleRow {
  const date = readDate(row.date);
  if (!date) throw new Error("A sale without a date");
  return {
    transactionId: readText(row.transactionId) ?? "",
    price: readCount(row.price),
    date,
    postcode: readText(row.postcode),
    outcode: readText(row.outcode),
    propertyType: readText(row.propertyType) ?? "",
    category: readText(row.category) ?? "",
    tenure: readText(row.tenure) ?? "",
    paon: readText(row.paon),
    saon: readText(row.saon),
    street: readText(row.street),
    locality: readText(row.locality),
    town: readText(row.town),
    uprn: readText(row.uprn),
  };
}

// What a valuation reads is kept until the data's version moves (docs/decisions/112, 117,
// 120). Per outward code, its valuation date and local index: the row kept at import
// (MarketIndex) while the sale summaries' build is current, else worked out live from the
// area's index points, kept per postcode area and window month (shared by every outward
// code of the area whose valuation date falls in that month), and the area's index, kept
// per valuation date. A home's comparables are read around it on each call
// (readComparableSales), a few hundred rows at most. Only a postcode without a centroid
// reads the area's sales in full (getMarketEvidence): its comparables are found by
// postcode text.
const areaPointsCache = createDataVersionCache<AreaPoints>("valuation-area-points", { maxEntries: 50, maxWeight: 600_000, weigh: (points) => points.all.length + 1 });
const areaIndexCache = createDataVersionCache<PriceIndex>("valuation-area-index", { maxEntries: 500 });
const marketIndexCache = createDataVersionCache<MarketIndex>("valuation-market-index", { maxEntries: 5_000 });

/**
 * The valuation date of a home's local market and its price index (computeMarketIndex): the
 * one kept for its outward code at import when the summaries' build is current, else worked
 * out live.
 */
export function getMarketIndex(db: Db, place: { outcode: string; area: string }): Promise<MarketIndex> {
  return marketIndexCache.get(db, `${place.outcode}|${place.area}`, async () => {
    const stored = (await readCachedSummaryBuild(db)) ? await readStoredMarketIndex(db, place.outcode) : undefined;
    return stored ?? computeMarketIndex(db, place, { areaPoints: (key, load) => areaPointsCache.get(db, key, load), areaIndex: (key, build) => areaIndexCache.get(db, key, build) });
  });
}

/**
 * The evidence for a home whose comparables are found by postcode text (no centroid): the
 * local market's date and index (getMarketIndex), and the postcode area's sales over the
 * evidence window to that date, placed at their postcode centroids (joined in the
 * database: an area's postcodes are too many to bind).
 */
export function getMarketEvidence(db: Db, place: { outcode: string; area: string }): Promise<AreaEvidence> {
  return evidenceCache.get(db, `${place.outcode}|${place.area}`, () => loadMarketEvidence(db, place));
}

// An area's evidence is 5-50k sales at national scale, at two levels as the index points:
// the area's sales of a window's months, shared by its outward codes, and each outward
// code's sales up to its date (sharing the area's objects). The sales are frozen: every
// caller shares them, so none may reorder them.
const areaSalesCache = createDataVersionCache<readonly EvidenceSale[]>("valuation-area-sales", { maxEntries: 50, maxWeight: 150_000, weigh: (sales) => sales.length + 1 });
const evidenceCache = createDataVersionCache<AreaEvidence>("valuation-evidence", { maxEntries: 200, maxWeight: 150_000, weigh: (evidence) => evidence.sales.length + 1 });

async function loadMarketEvidence(db: Db, place: { outcode: string; area: string }): Promise<AreaEvidence> {
  const market = await getMarketIndex(db, place);
  if (!market.latestSaleDate) return { sales: [], latestSaleDate: null, index: null };
  const latest = market.latestSaleDate;
  const month = toMonthKey(latest);
  const monthSales = await areaSalesCache.get(db, `${place.area}|${month}`, () => loadAreaSales(db, outcodesOfArea(place.area), month));
  const sales = monthSales.filter((sale) => sale.date.getTime() <= latest.getTime());
  return { sales: Object.freeze(sales), latestSaleDate: latest, index: market.index };
}

const saleColumns = (alias: string) => Prisma.join(Object.keys(saleRowSelect).map((column) => Prisma.raw(`"${alias}"."${column}"`)));

function toEvidenceSales(rows: readonly RawSale[]): EvidenceSale[] {
  return rows
    .map((row) => {
      const latitude = readNumber(row.latitude);
      const longitude = readNumber(row.longitude);
      return toEvidenceSale(toSaleRow(row), latitude !== null && longitude !== null ? { latitude, longitude } : null);
    })
    .filter((s): s is EvidenceSale => s !== null);
}

/** The area's sales from the evidence window's first month through `month`, by transaction id. */
async function loadAreaSales(db: Db, outcodes: { gte: string; lt: string }, month: string): Promise<readonly EvidenceSale[]> {
  const { from, until } = windowOfMonth(month);
  const rows = await queryRows<RawSale[]>(db, Prisma.sql`
    SELECT ${saleColumns("s")}, "p"."latitude", "p"."longitude"
    FROM "Sale" AS "s" LEFT JOIN "Postcode" AS "p" ON "p"."postcode" = "s"."postcode"
    WHERE "s"."outcode" >= ${outcodes.gte} AND "s"."outcode" < ${outcodes.lt} AND "s"."date" >= ${from} AND "s"."date" < ${until}
    ORDER BY "s"."transactionId"`);
  return Object.freeze(toEvidenceSales(rows));
}

/** What decides which sales may stand for a located home, and which ring holds enough of them. */
export type ComparableSubject = Pick<Subject, "ppdTypes" | "propertyKey"> & { location: LatLng };

// The rings' box is drawn a little wider than the circle, so that no sale the distance
// test keeps is left out by the box (its corners and edges are measured in JavaScript).
const BOX_MARGIN = 1.01;

/**
 * The local market's sales that selectComparables needs for a home with a centroid, as
 * getMarketEvidence's sales would give them: the smallest ring (0.25, 0.5, 1, 2, 5 miles)
 * is read whose sales of the home's kind settle the choice, with every sale in the window
 * of each home that sold in it (a home counts once, at its latest sale, wherever that
 * was), in transaction order. Sales of other kinds and below MIN_MARKET_PRICE are left out:
 * they are never comparables. The home's own postcode's sales (its tenure) are
 * listPostcodeSales'.
 */
export function readComparableSales(db: Db, market: { area: string; latestSaleDate: Date }, subject: ComparableSubject): Promise<readonly EvidenceSale[]> {
  const key = `${market.area}|${market.latestSaleDate.toISOString()}|${subject.location.latitude},${subject.location.longitude}|${subject.ppdTypes.join("")}|${subject.propertyKey ?? ""}`;
  return comparablesCache.get(db, key, () => loadComparableSales(db, market, subject));
}

// A home's reads are kept like the area's (until the data's version moves), so that a
// repeat answer is the first one even if rows were written without recording a change
// (decision 112); they are small (a few hundred sales at most).
const comparablesCache = createDataVersionCache<readonly EvidenceSale[]>("valuation-comparables", { maxEntries: 2_000, maxWeight: 150_000, weigh: (sales) => sales.length + 1 });
const postcodeSalesCache = createDataVersionCache<readonly EvidenceSale[]>("valuation-postcode-sales", { maxEntries: 2_000, maxWeight: 50_000, weigh: (sales) => sales.length + 1 });

async function loadComparableSales(db: Db, market: { area: string; latestSaleDate: Date }, subject: ComparableSubject): Promise<readonly EvidenceSale[]> {
  const lite: Subject = { postcode: "", sector: "", outcode: "", street: null, houseNumber: null, floorAreaSqft: null, tenure: null, ...subject };
  let sales: EvidenceSale[] = [];
  for (const miles of SEARCH_RINGS_MILES) {
    const last = miles === SEARCH_RINGS_MILES[SEARCH_RINGS_MILES.length - 1];
    // A ring whose box holds fewer sales of the kind than MIN_COMPARABLES (counted on the
    // postcode index alone, any area) cannot be the one chosen: the next is read instead.
    if (!last && (await countSalesAround(db, market, subject, milesToMetres(miles) * BOX_MARGIN)) < MIN_COMPARABLES) continue;
    sales = await readSalesAround(db, market, subject, milesToMetres(miles) * BOX_MARGIN);
    // Every ring up to this one is whole in what was read, so a choice within it is the
    // choice the area's sales would give; a wider one needs a wider read.
    const ring = selectComparables(lite, sales, market.latestSaleDate)?.ring;
    if (ring?.kind === "radius" && ring.miles <= miles) return Object.freeze(sales);
  }
  return Object.freeze(sales);
}

async function countSalesAround(db: Db, market: { latestSaleDate: Date }, subject: ComparableSubject, radiusMetres: number): Promise<number> {
  const { from, until } = windowOfMonth(toMonthKey(market.latestSaleDate));
  const box = findCircleBounds(subject.location, radiusMetres);
  const [row] = await queryRows<{ n: unknown }[]>(db, Prisma.sql`
    SELECT COUNT(*) AS "n" FROM "Sale" AS "b"
    WHERE "b"."postcode" IN (SELECT "q"."postcode" FROM "Postcode" AS "q" WHERE "q"."latitude" BETWEEN ${box.minLat} AND ${box.maxLat} AND "q"."longitude" BETWEEN ${box.minLng} AND ${box.maxLng})
      AND "b"."date" >= ${from} AND "b"."date" < ${until} AND "b"."propertyType" IN (${Prisma.join([...subject.ppdTypes])}) AND "b"."price" >= ${MIN_MARKET_PRICE}`);
  return readCount(row?.n);
}

async function readSalesAround(db: Db, market: { area: string; latestSaleDate: Date }, subject: ComparableSubject, radiusMetres: number): Promise<EvidenceSale[]> {
  const { gte, lt } = outcodesOfArea(market.area);
  const { from, until } = windowOfMonth(toMonthKey(market.latestSaleDate));
  const box = findCircleBounds(subject.location, radiusMetres);
  const types = Prisma.join([...subject.ppdTypes]);
  const inWindow = (alias: string) =>
    Prisma.sql`"${Prisma.raw(alias)}"."date" >= ${from} AND "${Prisma.raw(alias)}"."date" < ${until}
      AND "${Prisma.raw(alias)}"."propertyType" IN (${types}) AND "${Prisma.raw(alias)}"."price" >= ${MIN_MARKET_PRICE} AND "${Prisma.raw(alias)}"."postcode" IS NOT NULL`;
  // The box's sales are read by postcode, through Sale's (postcode, date, …) index (the
  // box's postcodes as a list: SQLite has no statistics to choose it by), their homes' other
  // sales by UPRN, and those rows by key; the area is checked on the few rows that come
  // back. Given the area's outward codes in SQL, PostgreSQL at 30M sales misjudged the
  // area's window (403 rows for 16,590) and read all of it by the outward-code index for a
  // box of 194 postcodes (180-310 ms, against ~2).
  const inBox = Prisma.sql`FROM "Sale" AS "b"
    WHERE "b"."postcode" IN (SELECT "q"."postcode" FROM "Postcode" AS "q" WHERE "q"."latitude" BETWEEN ${box.minLat} AND ${box.maxLat} AND "q"."longitude" BETWEEN ${box.minLng} AND ${box.maxLng})
      AND ${inWindow("b")}`;
  const rows = await queryRows<RawSale[]>(db, Prisma.sql`
    SELECT ${saleColumns("s")}, "p"."latitude", "p"."longitude"
    FROM "Sale" AS "s" LEFT JOIN "Postcode" AS "p" ON "p"."postcode" = "s"."postcode"
    WHERE "s"."transactionId" IN (
      SELECT "b"."transactionId" ${inBox}
      UNION
      SELECT "u"."transactionId" FROM "Sale" AS "u" WHERE "u"."uprn" IN (SELECT "b"."uprn" ${inBox} AND "b"."uprn" IS NOT NULL) AND ${inWindow("u")}
    ) AND ${inWindow("s")}
    ORDER BY "s"."transactionId"`);
  const end = market.latestSaleDate.getTime();
  return toEvidenceSales(rows).filter((sale) => sale.outcode >= gte && sale.outcode < lt && sale.date.getTime() <= end);
}

/** The local market's sales in one unit postcode over the evidence window to its date, in transaction order. */
export function listPostcodeSales(db: Db, market: { area: string; latestSaleDate: Date }, postcode: string): Promise<readonly EvidenceSale[]> {
  return postcodeSalesCache.get(db, `${market.area}|${market.latestSaleDate.toISOString()}|${postcode}`, () => loadPostcodeSales(db, market, postcode));
}

async function loadPostcodeSales(db: Db, market: { area: string; latestSaleDate: Date }, postcode: string): Promise<readonly EvidenceSale[]> {
  const { gte, lt } = outcodesOfArea(market.area);
  const { from, until } = windowOfMonth(toMonthKey(market.latestSaleDate));
  const rows = await queryRows<RawSale[]>(db, Prisma.sql`
    SELECT ${saleColumns("s")}, "p"."latitude", "p"."longitude"
    FROM "Sale" AS "s" LEFT JOIN "Postcode" AS "p" ON "p"."postcode" = "s"."postcode"
    WHERE "s"."postcode" = ${postcode} AND "s"."date" >= ${from} AND "s"."date" < ${until} AND "s"."outcode" >= ${gte} AND "s"."outcode" < ${lt}
    ORDER BY "s"."transactionId"`);
  const end = market.latestSaleDate.getTime();
  return Object.freeze(toEvidenceSales(rows).filter((sale) => sale.date.getTime() <= end));
}

// The reads below are raw (decision 120): each valuation makes them, and Prisma's client
// cost more than their SQL. Their orders are the ones Prisma's wrote (no NULLS clause).

/** Every recorded sale of one home (by UPRN), oldest first. */
export async function listSalesOfProperty(db: Db, uprn: string): Promise<SaleRow[]> {
  const rows = await queryRows<RawSale[]>(db, Prisma.sql`SELECT ${saleColumns("s")} FROM "Sale" AS "s" WHERE "s"."uprn" = ${uprn} ORDER BY "s"."date"`);
  return rows.map(toSaleRow);
}

/** The home's latest EPC floor area, square feet, and whether that EPC is synthetic (demo). */
export async function getHomeFloorArea(db: Db, uprn: string): Promise<FloorAreaRecord | null> {
  const [row] = await queryRows(
    db,
    Prisma.sql`SELECT "totalFloorArea", "source" FROM "EpcCertificate" WHERE "uprn" = ${uprn} AND "totalFloorArea" IS NOT NULL ORDER BY "lodgementDate" DESC ${sqlLimit(1)}`,
  );
  const sqft = row ? squareMetresToFeet(readNumber(row.totalFloorArea)) : null;
  return row && sqft ? { sqft, demo: readText(row.source) === DEMO_SOURCE } : null;
}

/** The latest real (imported, not demo) EPC floor area of each UPRN, in square feet: only these may adjust a value. */
export async function getRealFloorAreas(db: Db, uprns: readonly string[]): Promise<Map<string, number>> {
  const areas = new Map<string, number>();
  if (!uprns.length) return areas;
  const rows = await queryRows(
    db,
    Prisma.sql`SELECT "uprn", "totalFloorArea" FROM "EpcCertificate"
      WHERE ${sqlInJsonList(db, Prisma.raw(`"uprn"`), uprns)} AND "totalFloorArea" IS NOT NULL AND "source" <> ${DEMO_SOURCE}
      ORDER BY "lodgementDate"`,
  );
  for (const row of rows) {
    const uprn = readText(row.uprn);
    const sqft = squareMetresToFeet(readNumber(row.totalFloorArea));
    if (uprn && sqft) areas.set(uprn, sqft);
  }
  return areas;
}

const LET_LISTING_COLUMNS = Prisma.raw(`"price", "bedrooms", "propertyType", "latitude", "longitude", "source", "period"`);

function toLetListing(row: Record<string, unknown>): Omit<LetListing, "distanceMetres"> & { latitude: number | null; longitude: number | null } {
  return {
    price: readCount(row.price), bedrooms: readNumber(row.bedrooms), propertyType: readText(row.propertyType), latitude: readNumber(row.latitude),
    longitude: readNumber(row.longitude), source: readText(row.source) ?? "", period: readText(row.period) ?? "",
  };
}

/** To-let listings within the rent radius of the centroid, or in the outward code when there is none. */
export async function listLetListings(db: Db, outcode: string, centre: LatLng | null): Promise<LetListing[]> {
  if (!centre) {
    const rows = await queryRows(db, Prisma.sql`SELECT ${LET_LISTING_COLUMNS} FROM "Listing" WHERE "outcode" = ${outcode} AND "status" = 'to_let'`);
    return rows.map((row) => ({ ...toLetListing(row), distanceMetres: null }));
  }
  const box = findCircleBounds(centre, RENT_RADIUS_METRES);
  const rows = await queryRows(
    db,
    Prisma.sql`SELECT ${LET_LISTING_COLUMNS} FROM "Listing" WHERE "status" = 'to_let'
      AND "latitude" BETWEEN ${box.minLat} AND ${box.maxLat} AND "longitude" BETWEEN ${box.minLng} AND ${box.maxLng}`,
  );
  return rows
    .map(toLetListing)
    .filter((row) => row.latitude !== null && row.longitude !== null)
    .map((row) => ({ ...row, distanceMetres: measureDistanceMetres(centre, { latitude: row.latitude as number, longitude: row.longitude as number }) }))
    .filter((row) => row.distanceMetres <= RENT_RADIUS_METRES);
}

export async function listRentRows(db: Db, outcode: string): Promise<RentRow[]> {
  const rows = await queryRows(db, Prisma.sql`SELECT "areaCode", "bedrooms", "medianMonthlyRent", "sampleSize", "source", "period" FROM "Rent" WHERE "areaCode" = ${outcode}`);
  return rows.map((row) => ({
    areaCode: readText(row.areaCode) ?? "", bedrooms: readNumber(row.bedrooms), medianMonthlyRent: readCount(row.medianMonthlyRent),
    sampleSize: readCount(row.sampleSize), source: readText(row.source) ?? "", period: readText(row.period) ?? "",
  }));
}

/** The address a valuation was asked for by UPRN, or null when the register does not hold it. */
export async function findHome(db: Db, uprn: string): Promise<{ uprn: string; postcode: string | null; paon: string | null; street: string | null; singleLine: string } | null> {
  const [row] = await queryRows(db, Prisma.sql`SELECT "uprn", "postcode", "paon", "street", "singleLine" FROM "Address" WHERE "uprn" = ${uprn}`);
  return row ? { uprn: readText(row.uprn) ?? "", postcode: readText(row.postcode), paon: readText(row.paon), street: readText(row.street), singleLine: readText(row.singleLine) ?? "" } : null;
}
