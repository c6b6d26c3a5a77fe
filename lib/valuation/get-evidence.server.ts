import "server-only";
// Server-side reads for a valuation; everything that decides a figure is in the pure modules.
import { whereWithinBox } from "@/lib/db/within-radius";
import type { Db } from "@/lib/db/client";
import { providerOfDb } from "@/lib/db/client";
import { createDataVersionCache } from "@/lib/data-version/create-data-version-cache.server";
import { readCount, readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { Prisma } from "@/lib/generated/sqlite/client";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { milesToMetres, squareMetresToFeet } from "@/lib/property/units";
import { getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import { RESIDENTIAL_PPD_TYPES, STANDARD_PPD_CATEGORY } from "@/lib/property/ppd-types";
import { findCircleBounds } from "@/lib/geo/find-circle-bounds";
import { DEMO_SOURCE } from "@/lib/demo/demo-constants";
import { buildAreaIndexOfPoints, buildLocalIndexOfPoints, type IndexPoint } from "./build-local-index";
import type { PriceIndex } from "./build-price-index";
import { RENT_RADIUS_METRES, type LetListing, type RentRow } from "./estimate-rent";
import { shiftMonth, toMonthKey } from "./months";
import { EVIDENCE_WINDOW_MONTHS, MIN_COMPARABLES, MIN_MARKET_PRICE, SEARCH_RINGS_MILES, selectComparables } from "./select-comparables";
import { saleRowSelect, toEvidenceSale, type SaleRow } from "./to-evidence-sale";
import type { EvidenceSale, Subject } from "./types";
import type { FloorAreaRecord } from "./value-home";
import { queryRows } from "@/lib/db/query-rows";

/** The area's sales over the window to the valuation date, and the local price index they make (the outward code's, shrunk toward the area's). */
export type AreaEvidence =
  | { sales: readonly EvidenceSale[]; latestSaleDate: Date; index: PriceIndex }
  | { sales: readonly EvidenceSale[]; latestSaleDate: null; index: null };

/** A local market's valuation date and its price index (the outward code's, shrunk toward the area's). */
export type MarketIndex = { latestSaleDate: Date; index: PriceIndex } | { latestSaleDate: null; index: null };

// Outward codes of a postcode area are the area's letters and a digit: "M0".."M9…" sort
// between "M0" and "M:" (":" follows "9"), which keeps "ML" (Motherwell) out of "M".
function outcodesOfArea(area: string) {
  return { gte: `${area}0`, lt: `${area}:` };
}

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

// A local market's date is its latest sale, unless that sale stands nearly alone: a few
// rows of a later file (the Midlands monthly update's 2022-2025 rows in SK13) must not move
// the market to a date its own sales do not reach. Then the latest sale before that
// window is tried, a few times at most.
export const MIN_ANCHOR_SALES = 10;
const ANCHOR_STEPS = 3;

/**
 * The valuation date of a local market (an outward code, else the postcode area): the latest
 * sale of the market with at least MIN_ANCHOR_SALES of its sales in the evidence window
 * before it; the latest sale of all when none has. Each step is one indexed aggregate.
 */
export async function findValuationDate(db: Db, outcode: Prisma.StringNullableFilter<"Sale"> | string): Promise<Date | null> {
  let first: Date | null = null;
  let before: Date | undefined;
  for (let step = 0; step < ANCHOR_STEPS; step++) {
    const latest = (await db.sale.aggregate({ where: { outcode, ...(before ? { date: { lt: before } } : {}) }, _max: { date: true } }))._max.date;
    if (!latest) break;
    first ??= latest;
    const start = windowStart(latest);
    if ((await db.sale.count({ where: { outcode, date: { gte: start, lte: latest } } })) >= MIN_ANCHOR_SALES) return latest;
    before = start;
  }
  return first;
}

const firstDayOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

function windowStart(valuationDate: Date): Date {
  return firstDayOf(shiftMonth(toMonthKey(valuationDate), -EVIDENCE_WINDOW_MONTHS));
}

/** The evidence window of a valuation date: from the first of its month 24 months before, to the end of its month. */
function windowOfMonth(month: string) {
  return { from: firstDayOf(shiftMonth(month, -EVIDENCE_WINDOW_MONTHS)), until: firstDayOf(shiftMonth(month, 1)) };
}

// What a valuation reads is kept until the data's version moves (docs/decisions/112, 117):
// - per postcode area and window month, the index points of the area's sales (price, month,
//   cell, outward code: read from Sale's (outcode, date, …) index alone), shared by every
//   outward code of the area whose valuation date falls in that month;
// - per postcode area and valuation date, the area's price index built from them;
// - per outward code, its valuation date and local index.
// A home's comparables are read around it on each call (readComparableSales), which is a
// few hundred rows at most. Only a postcode without a centroid reads the area's sales in
// full (getMarketEvidence), since its comparables are found by postcode text.
// The area's points are kept with each outward code's own, so that an outward code's index
// reads its own points, not the area's again.
type AreaPoints = { all: readonly IndexPoint[]; byOutcode: ReadonlyMap<string, readonly IndexPoint[]> };
const areaPointsCache = createDataVersionCache<AreaPoints>("valuation-area-points", { maxEntries: 50, maxWeight: 600_000, weigh: (points) => points.all.length + 1 });
const areaIndexCache = createDataVersionCache<PriceIndex>("valuation-area-index", { maxEntries: 500 });
const marketIndexCache = createDataVersionCache<MarketIndex>("valuation-market-index", { maxEntries: 5_000 });

/**
 * The valuation date of a home's local market (findValuationDate: its outward code's, the
 * postcode area's when the outward code has no sales) and its price index: the outward
 * code's months shrunk toward the postcode area's, from the area's sales over the evidence
 * window to that date. Another region's later file moves neither the date nor the window.
 */
export function getMarketIndex(db: Db, place: { outcode: string; area: string }): Promise<MarketIndex> {
  return marketIndexCache.get(db, `${place.outcode}|${place.area}`, () => loadMarketIndex(db, place));
}

async function loadMarketIndex(db: Db, place: { outcode: string; area: string }): Promise<MarketIndex> {
  const outcodes = outcodesOfArea(place.area);
  const latest = (await findValuationDate(db, place.outcode)) ?? (await findValuationDate(db, outcodes));
  if (!latest) return { latestSaleDate: null, index: null };
  const month = toMonthKey(latest);
  const points = await areaPointsCache.get(db, `${place.area}|${month}`, async () => groupByOutcode(await loadAreaIndexPoints(db, outcodes, month)));
  const areaIndex = await areaIndexCache.get(db, `${place.area}|${latest.toISOString()}`, async () => buildAreaIndexOfPoints(points.all, latest));
  return { latestSaleDate: latest, index: buildLocalIndexOfPoints(points.byOutcode.get(place.outcode) ?? [], place.outcode, latest, areaIndex) };
}

function groupByOutcode(all: readonly IndexPoint[]): AreaPoints {
  const byOutcode = new Map<string, IndexPoint[]>();
  for (const point of all) {
    const own = byOutcode.get(point.outcode);
    if (own) own.push(point);
    else byOutcode.set(point.outcode, [point]);
  }
  return { all, byOutcode };
}

// The index read sends each outward code's points as one text: a point's fields joined by
// the unit separator, points by the record separator (no field holds either: dates, type
// letters, whole numbers and postcodes).
const FIELD_SEPARATOR = "\u001f";
const POINT_SEPARATOR = "\u001e";

/**
 * The index points of the area's sales from the evidence window's first month through
 * `month`: the sales buildAreaIndex and buildLocalIndex count (homes at standard prices of
 * MIN_MARKET_PRICE or more, with a postcode), in any order (the index depends only on the
 * points, decision 117). The area's outward codes are found by skipping through Sale's
 * (outcode, date, …) index, one seek each, and each one's window is read from that index
 * alone. One row comes back per outward code, its points as one text, each point whole:
 * 15-30k rows through the client would cost many times the query. (Sent as four lists, one
 * a field, PostgreSQL had to sort each list the same way to keep them aligned: four sorts a
 * group, two thirds of the read at 30M sales.)
 */
async function loadAreaIndexPoints(db: Db, outcodes: { gte: string; lt: string }, month: string): Promise<readonly IndexPoint[]> {
  const { from, until } = windowOfMonth(month);
  const postgres = providerOfDb(db) === "postgres";
  const point = postgres
    ? Prisma.sql`to_char("s"."date", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || ${FIELD_SEPARATOR} || "s"."propertyType" || ${FIELD_SEPARATOR} || CAST("s"."price" AS TEXT) || ${FIELD_SEPARATOR} || "s"."postcode"`
    : Prisma.sql`"s"."date" || ${FIELD_SEPARATOR} || "s"."propertyType" || ${FIELD_SEPARATOR} || CAST("s"."price" AS TEXT) || ${FIELD_SEPARATOR} || "s"."postcode"`;
  const list = postgres ? Prisma.sql`string_agg(${point}, ${POINT_SEPARATOR})` : Prisma.sql`group_concat(${point}, ${POINT_SEPARATOR})`;
  const rows = await queryRows<{ outcode: unknown; points: unknown }[]>(db, Prisma.sql`
    WITH RECURSIVE "o"("outcode") AS (
      SELECT MIN("outcode") FROM "Sale" WHERE "outcode" >= ${outcodes.gte} AND "outcode" < ${outcodes.lt}
      UNION ALL
      SELECT (SELECT MIN("n"."outcode") FROM "Sale" AS "n" WHERE "n"."outcode" > "o"."outcode" AND "n"."outcode" < ${outcodes.lt}) FROM "o" WHERE "o"."outcode" IS NOT NULL
    )
    SELECT "s"."outcode" AS "outcode", ${list} AS "points"
    FROM "o" JOIN "Sale" AS "s" ON "s"."outcode" = "o"."outcode"
    WHERE "s"."date" >= ${from} AND "s"."date" < ${until}
      AND "s"."propertyType" IN (${Prisma.join([...RESIDENTIAL_PPD_TYPES])}) AND "s"."category" = ${STANDARD_PPD_CATEGORY}
      AND "s"."price" >= ${MIN_MARKET_PRICE} AND "s"."postcode" IS NOT NULL
    GROUP BY "s"."outcode"`);
  // Each postcode's sector and cells, and each day's instant and month, are worked out once.
  const sectors = new Map<string, Map<string, string>>();
  const cellOf = (postcode: string, type: string) => {
    let cells = sectors.get(postcode);
    if (!cells) {
      cells = new Map();
      sectors.set(postcode, cells);
    }
    let cell = cells.get(type);
    if (cell === undefined) {
      cell = `${getPostcodeSector(postcode) ?? ""}|${type}`;
      cells.set(type, cell);
    }
    return cell;
  };
  const days = new Map<string, { time: number; month: string }>();
  const dayOf = (text: string) => {
    const date = readDate(text);
    if (!date) throw new Error("A sale without a date");
    const day = { time: date.getTime(), month: toMonthKey(date) };
    days.set(text, day);
    return day;
  };
  const points: IndexPoint[] = [];
  for (const row of rows) {
    const outcode = readText(row.outcode) ?? "";
    for (const text of (readText(row.points) ?? "").split(POINT_SEPARATOR)) {
      const [date, type, price, postcode] = text.split(FIELD_SEPARATOR);
      if (postcode === undefined) throw new Error("The valuation index read came back malformed");
      const { time, month } = days.get(date as string) ?? dayOf(date as string);
      points.push({ price: Number(price), month, cell: cellOf(postcode, type as string), time, outcode });
    }
  }
  return Object.freeze(points);
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

/** Every recorded sale of one home (by UPRN), oldest first. */
export async function listSalesOfProperty(db: Db, uprn: string): Promise<SaleRow[]> {
  return db.sale.findMany({ where: { uprn }, select: saleRowSelect, orderBy: { date: "asc" } });
}

/** The home's latest EPC floor area, square feet, and whether that EPC is synthetic (demo). */
export async function getHomeFloorArea(db: Db, uprn: string): Promise<FloorAreaRecord | null> {
  const row = await db.epcCertificate.findFirst({ where: { uprn, totalFloorArea: { not: null } }, select: { totalFloorArea: true, source: true }, orderBy: { lodgementDate: "desc" } });
  const sqft = row ? squareMetresToFeet(row.totalFloorArea) : null;
  return row && sqft ? { sqft, demo: row.source === DEMO_SOURCE } : null;
}

/** The latest real (imported, not demo) EPC floor area of each UPRN, in square feet: only these may adjust a value. */
export async function getRealFloorAreas(db: Db, uprns: readonly string[]): Promise<Map<string, number>> {
  const areas = new Map<string, number>();
  if (!uprns.length) return areas;
  const rows = await db.epcCertificate.findMany({
    where: { uprn: { in: [...uprns] }, totalFloorArea: { not: null }, source: { not: DEMO_SOURCE } },
    select: { uprn: true, totalFloorArea: true },
    orderBy: { lodgementDate: "asc" },
  });
  for (const row of rows) {
    const sqft = squareMetresToFeet(row.totalFloorArea);
    if (row.uprn && sqft) areas.set(row.uprn, sqft);
  }
  return areas;
}

/** To-let listings within the rent radius of the centroid, or in the outward code when there is none. */
export async function listLetListings(db: Db, outcode: string, centre: LatLng | null): Promise<LetListing[]> {
  const select = { price: true, bedrooms: true, propertyType: true, latitude: true, longitude: true, source: true, period: true } as const;
  if (!centre) {
    const rows = await db.listing.findMany({ where: { outcode, status: "to_let" }, select });
    return rows.map((row) => ({ ...row, distanceMetres: null }));
  }
  const rows = await db.listing.findMany({
    where: { status: "to_let", ...whereWithinBox(centre, RENT_RADIUS_METRES) },
    select,
  });
  return rows
    .filter((row) => row.latitude !== null && row.longitude !== null)
    .map((row) => ({ ...row, distanceMetres: measureDistanceMetres(centre, { latitude: row.latitude as number, longitude: row.longitude as number }) }))
    .filter((row) => row.distanceMetres <= RENT_RADIUS_METRES);
}

export async function listRentRows(db: Db, outcode: string): Promise<RentRow[]> {
  return db.rent.findMany({ where: { areaCode: outcode }, select: { areaCode: true, bedrooms: true, medianMonthlyRent: true, sampleSize: true, source: true, period: true } });
}
