import "server-only";
// Server-side reads for a valuation; everything that decides a figure is in the pure modules.
import { whereWithinBox } from "@/lib/db/within-radius";
import type { Db } from "@/lib/db/client";
import { readCount, readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { Prisma } from "@/lib/generated/sqlite/client";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { squareMetresToFeet } from "@/lib/property/units";
import { RENT_RADIUS_METRES, type LetListing, type RentRow } from "./estimate-rent";
import { shiftMonth, toMonthKey } from "./months";
import { EVIDENCE_WINDOW_MONTHS } from "./select-comparables";
import { saleRowSelect, toEvidenceSale, type SaleRow } from "./to-evidence-sale";
import type { EvidenceSale } from "./types";

export type AreaEvidence = { sales: EvidenceSale[]; latestSaleDate: Date | null };

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
    paon: readText(row.paon),
    saon: readText(row.saon),
    street: readText(row.street),
    locality: readText(row.locality),
    town: readText(row.town),
    uprn: readText(row.uprn),
  };
}

/**
 * The postcode area's sales over the evidence window up to its latest sale, placed at their
 * postcode centroids (joined in the database: an area's postcodes are too many to bind):
 * the comparables are chosen from these and the price index built.
 */
export async function getAreaEvidence(db: Db, area: string): Promise<AreaEvidence> {
  const outcodes = outcodesOfArea(area);
  const latest = (await db.sale.aggregate({ where: { outcode: outcodes }, _max: { date: true } }))._max.date;
  if (!latest) return { sales: [], latestSaleDate: null };
  const firstMonth = shiftMonth(toMonthKey(latest), -EVIDENCE_WINDOW_MONTHS);
  const columns = Prisma.join(Object.keys(saleRowSelect).map((column) => Prisma.raw(`"s"."${column}"`)));
  const rows = await db.$queryRaw<RawSale[]>(Prisma.sql`
    SELECT ${columns}, "p"."latitude", "p"."longitude"
    FROM "Sale" AS "s" LEFT JOIN "Postcode" AS "p" ON "p"."postcode" = "s"."postcode"
    WHERE "s"."outcode" >= ${outcodes.gte} AND "s"."outcode" < ${outcodes.lt} AND "s"."date" >= ${new Date(`${firstMonth}-01T00:00:00Z`)}
    ORDER BY "s"."transactionId"`);
  const sales = rows
    .map((row) => {
      const latitude = readNumber(row.latitude);
      const longitude = readNumber(row.longitude);
      return toEvidenceSale(toSaleRow(row), latitude !== null && longitude !== null ? { latitude, longitude } : null);
    })
    .filter((s): s is EvidenceSale => s !== null);
  return { sales, latestSaleDate: latest };
}

/** Every recorded sale of one home (by UPRN), oldest first. */
export async function listSalesOfProperty(db: Db, uprn: string): Promise<SaleRow[]> {
  return db.sale.findMany({ where: { uprn }, select: saleRowSelect, orderBy: { date: "asc" } });
}

/** The latest EPC floor area of each UPRN, in square feet. */
export async function getFloorAreas(db: Db, uprns: readonly string[]): Promise<Map<string, { sqft: number; source: string }>> {
  const areas = new Map<string, { sqft: number; source: string }>();
  if (!uprns.length) return areas;
  const rows = await db.epcCertificate.findMany({
    where: { uprn: { in: [...uprns] }, totalFloorArea: { not: null } },
    select: { uprn: true, totalFloorArea: true, source: true },
    orderBy: { lodgementDate: "asc" },
  });
  for (const row of rows) {
    const sqft = squareMetresToFeet(row.totalFloorArea);
    if (row.uprn && sqft) areas.set(row.uprn, { sqft, source: row.source });
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
