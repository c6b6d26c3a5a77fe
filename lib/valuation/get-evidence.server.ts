import "server-only";
// Server-side reads for a valuation; everything that decides a figure is in the pure modules.
import { whereWithinBox } from "@/lib/db/within-radius";
import type { Db } from "@/lib/db/client";
import { createDataVersionCache } from "@/lib/data-version/create-data-version-cache.server";
import { readCount, readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { Prisma } from "@/lib/generated/sqlite/client";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { squareMetresToFeet } from "@/lib/property/units";
import { DEMO_SOURCE } from "@/lib/demo/demo-constants";
import { buildAreaIndex, buildLocalIndex } from "./build-local-index";
import type { PriceIndex } from "./build-price-index";
import { RENT_RADIUS_METRES, type LetListing, type RentRow } from "./estimate-rent";
import { shiftMonth, toMonthKey } from "./months";
import { EVIDENCE_WINDOW_MONTHS } from "./select-comparables";
import { saleRowSelect, toEvidenceSale, type SaleRow } from "./to-evidence-sale";
import type { EvidenceSale } from "./types";
import type { FloorAreaRecord } from "./value-home";

/** The area's sales over the window to the valuation date, and the local price index they make (the outward code's, shrunk toward the area's). */
export type AreaEvidence =
  | { sales: readonly EvidenceSale[]; latestSaleDate: Date; index: PriceIndex }
  | { sales: readonly EvidenceSale[]; latestSaleDate: null; index: null };

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

/**
 * The evidence for a home: the valuation date is its own outward code's (findValuationDate;
 * the postcode area's when the outward code has no sales), and the postcode area's sales
 * over the evidence window to that date, placed at their postcode centroids (joined in the
 * database: an area's postcodes are too many to bind), are the comparables and feed the
 * price index. Another region's later file moves neither the date nor the window.
 */
export function getMarketEvidence(db: Db, place: { outcode: string; area: string }): Promise<AreaEvidence> {
  return evidenceCache.get(db, `${place.outcode}|${place.area}`, () => loadMarketEvidence(db, place));
}

// An area's evidence is 5-50k sales at national scale and changes only with an import, so
// it is kept until the data's version moves (docs/decisions/112), at two levels:
// - the area's sales of a window's months (the window starts on the first of a month and
//   the valuation date only picks the day within its last month), read once for every
//   outward code of the area whose valuation date falls in that month;
// - each outward code's evidence: those sales up to its date, and its local price index.
// Both are bounded by the sales they hold (~0.5 kB each; an outward code's entry shares the
// area's objects). The sales are frozen: every caller shares them, so none may reorder them.
const areaSalesCache = createDataVersionCache<readonly EvidenceSale[]>("valuation-area-sales", { maxEntries: 50, maxWeight: 150_000, weigh: (sales) => sales.length + 1 });
const evidenceCache = createDataVersionCache<AreaEvidence>("valuation-evidence", { maxEntries: 200, maxWeight: 150_000, weigh: (evidence) => evidence.sales.length + 1 });

async function loadMarketEvidence(db: Db, place: { outcode: string; area: string }): Promise<AreaEvidence> {
  const outcodes = outcodesOfArea(place.area);
  const latest = (await findValuationDate(db, place.outcode)) ?? (await findValuationDate(db, outcodes));
  if (!latest) return { sales: [], latestSaleDate: null, index: null };
  const month = toMonthKey(latest);
  const monthSales = await areaSalesCache.get(db, `${place.area}|${month}`, () => loadAreaSales(db, outcodes, month));
  const sales = monthSales.filter((sale) => sale.date.getTime() <= latest.getTime());
  // The index depends on nothing but these sales, the outward code and the date: kept with them.
  const index = buildLocalIndex(sales, place.outcode, latest, buildAreaIndex(sales, latest));
  return { sales: Object.freeze(sales), latestSaleDate: latest, index };
}

/** The area's sales from the evidence window's first month through `month`, by transaction id. */
async function loadAreaSales(db: Db, outcodes: { gte: string; lt: string }, month: string): Promise<readonly EvidenceSale[]> {
  const from = firstDayOf(shiftMonth(month, -EVIDENCE_WINDOW_MONTHS));
  const until = firstDayOf(shiftMonth(month, 1));
  const columns = Prisma.join(Object.keys(saleRowSelect).map((column) => Prisma.raw(`"s"."${column}"`)));
  const rows = await db.$queryRaw<RawSale[]>(Prisma.sql`
    SELECT ${columns}, "p"."latitude", "p"."longitude"
    FROM "Sale" AS "s" LEFT JOIN "Postcode" AS "p" ON "p"."postcode" = "s"."postcode"
    WHERE "s"."outcode" >= ${outcodes.gte} AND "s"."outcode" < ${outcodes.lt} AND "s"."date" >= ${from} AND "s"."date" < ${until}
    ORDER BY "s"."transactionId"`);
  const sales = rows
    .map((row) => {
      const latitude = readNumber(row.latitude);
      const longitude = readNumber(row.longitude);
      return toEvidenceSale(toSaleRow(row), latitude !== null && longitude !== null ? { latitude, longitude } : null);
    })
    .filter((s): s is EvidenceSale => s !== null);
  return Object.freeze(sales);
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
