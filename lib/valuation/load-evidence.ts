// Server-side reads for a valuation; everything that decides a figure is in the pure modules.
import type { Db } from "@/lib/db";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { squareMetresToFeet } from "@/lib/search/property-dto";
import { RENT_RADIUS_METRES, type LetListing, type RentRow } from "./estimate-rent";
import { shiftMonth, toMonthKey } from "./months";
import { EVIDENCE_WINDOW_MONTHS } from "./select-comparables";
import { saleRowSelect, toEvidenceSale, type SaleRow } from "./to-evidence-sale";
import type { EvidenceSale } from "./types";

const CHUNK = 5_000;

export type AreaEvidence = { sales: EvidenceSale[]; latestSaleDate: Date | null };

// Outward codes of a postcode area are the area's letters and a digit: "M0".."M9…" sort
// between "M0" and "M:" (":" follows "9"), which keeps "ML" (Motherwell) out of "M".
function outcodesOfArea(area: string) {
  return { gte: `${area}0`, lt: `${area}:` };
}

async function loadCentroids(db: Db, postcodes: readonly string[]): Promise<Map<string, LatLng>> {
  const centroids = new Map<string, LatLng>();
  for (let i = 0; i < postcodes.length; i += CHUNK) {
    const rows = await db.postcode.findMany({ where: { postcode: { in: postcodes.slice(i, i + CHUNK) } }, select: { postcode: true, latitude: true, longitude: true } });
    for (const row of rows) if (row.latitude !== null && row.longitude !== null) centroids.set(row.postcode, { latitude: row.latitude, longitude: row.longitude });
  }
  return centroids;
}

/**
 * The postcode area's sales over the evidence window up to its latest sale, placed at their
 * postcode centroids: the comparables are chosen from these and the price index built.
 */
export async function loadAreaEvidence(db: Db, area: string): Promise<AreaEvidence> {
  const where = { outcode: outcodesOfArea(area) };
  const latest = (await db.sale.aggregate({ where, _max: { date: true } }))._max.date;
  if (!latest) return { sales: [], latestSaleDate: null };
  const firstMonth = shiftMonth(toMonthKey(latest), -EVIDENCE_WINDOW_MONTHS);
  const rows: SaleRow[] = await db.sale.findMany({ where: { ...where, date: { gte: new Date(`${firstMonth}-01T00:00:00Z`) } }, select: saleRowSelect });
  const centroids = await loadCentroids(db, [...new Set(rows.map((r) => r.postcode).filter((p): p is string => !!p))]);
  const sales = rows.map((row) => toEvidenceSale(row, row.postcode ? (centroids.get(row.postcode) ?? null) : null)).filter((s): s is EvidenceSale => s !== null);
  return { sales, latestSaleDate: latest };
}

/** Every recorded sale of one home (by UPRN), oldest first. */
export async function loadSalesOfProperty(db: Db, uprn: string): Promise<SaleRow[]> {
  return db.sale.findMany({ where: { uprn }, select: saleRowSelect, orderBy: { date: "asc" } });
}

/** The latest EPC floor area of each UPRN, in square feet. */
export async function loadFloorAreas(db: Db, uprns: readonly string[]): Promise<Map<string, { sqft: number; source: string }>> {
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
export async function loadLetListings(db: Db, outcode: string, centre: LatLng | null): Promise<LetListing[]> {
  const select = { price: true, bedrooms: true, propertyType: true, latitude: true, longitude: true, source: true, period: true } as const;
  if (!centre) {
    const rows = await db.listing.findMany({ where: { outcode, status: "to_let" }, select });
    return rows.map((row) => ({ ...row, distanceMetres: null }));
  }
  const dLat = RENT_RADIUS_METRES / 111_320;
  const dLng = RENT_RADIUS_METRES / (111_320 * Math.cos((centre.latitude * Math.PI) / 180));
  const rows = await db.listing.findMany({
    where: { status: "to_let", latitude: { gte: centre.latitude - dLat, lte: centre.latitude + dLat }, longitude: { gte: centre.longitude - dLng, lte: centre.longitude + dLng } },
    select,
  });
  return rows
    .filter((row) => row.latitude !== null && row.longitude !== null)
    .map((row) => ({ ...row, distanceMetres: measureDistanceMetres(centre, { latitude: row.latitude as number, longitude: row.longitude as number }) }))
    .filter((row) => row.distanceMetres <= RENT_RADIUS_METRES);
}

export async function loadRentRows(db: Db, outcode: string): Promise<RentRow[]> {
  return db.rent.findMany({ where: { areaCode: outcode }, select: { areaCode: true, bedrooms: true, medianMonthlyRent: true, sampleSize: true, source: true, period: true } });
}
