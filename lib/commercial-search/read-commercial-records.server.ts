import "server-only";
import type { Db } from "@/lib/db/client";
import { describePpdType } from "@/lib/property/ppd-types";
import { formatSaleAddress } from "@/lib/property/format-sale-address";
import { nameSource } from "@/lib/property/source-names";
import type { CommercialRecord } from "./schemas";

export type PageKey = { kind: "sale" | "epc"; id: string; matchKey: string | null };

type Certificate = {
  lmkKey: string; address1: string | null; address2: string | null; address3: string | null; posttown: string | null; postcode: string; uprn: string | null;
  assetRating: number | null; assetRatingBand: string | null; propertyType: string | null; floorArea: number | null; lodgementDate: Date | null; source: string;
};

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** "C 62": the band and the asset rating score (lower is better). */
export function describeAssetRating(certificate: Pick<Certificate, "assetRatingBand" | "assetRating">): string | null {
  const parts = [certificate.assetRatingBand, certificate.assetRating].filter((part) => part !== null);
  return parts.length ? parts.join(" ") : null;
}

export function formatCertificateAddress(certificate: Pick<Certificate, "address1" | "address2" | "address3" | "posttown">): string {
  return [certificate.address1, certificate.address2, certificate.address3, certificate.posttown].filter(Boolean).join(", ");
}

type Unplaced = Omit<CommercialRecord, "latitude" | "longitude" | "locationApproximate">;

/**
 * Each row's point for the map, read for the page only: the UPRN's own point from the address
 * register, else the postcode's centroid (approximate, as the residential search places sales).
 */
async function placeRecords(db: Db, records: Unplaced[]): Promise<CommercialRecord[]> {
  const uprns = [...new Set(records.flatMap((r) => (r.uprn ? [r.uprn] : [])))];
  const postcodes = [...new Set(records.flatMap((r) => (r.postcode ? [r.postcode] : [])))];
  const [addresses, centroids] = await Promise.all([
    uprns.length ? db.address.findMany({ where: { uprn: { in: uprns } }, select: { uprn: true, latitude: true, longitude: true, locationApproximate: true } }) : [],
    postcodes.length ? db.postcode.findMany({ where: { postcode: { in: postcodes } }, select: { postcode: true, latitude: true, longitude: true } }) : [],
  ]);
  const byUprn = new Map(addresses.map((a) => [a.uprn, a]));
  const byPostcode = new Map(centroids.map((c) => [c.postcode, c]));
  return records.map((record) => {
    const own = record.uprn ? byUprn.get(record.uprn) : undefined;
    if (own && own.latitude !== null && own.longitude !== null) return { ...record, latitude: own.latitude, longitude: own.longitude, locationApproximate: own.locationApproximate };
    const centroid = record.postcode ? byPostcode.get(record.postcode) : undefined;
    const located = centroid && centroid.latitude !== null && centroid.longitude !== null;
    return { ...record, latitude: located ? centroid.latitude : null, longitude: located ? centroid.longitude : null, locationApproximate: Boolean(located) };
  });
}

/** The page's rows in the page's order: at most a page of sales and twice that of certificates (each sale's match). */
export async function readCommercialRecords(db: Db, keys: readonly PageKey[]): Promise<CommercialRecord[]> {
  const saleIds = keys.filter((key) => key.kind === "sale").map((key) => key.id);
  const certificateIds = [...new Set(keys.flatMap((key) => (key.kind === "epc" ? [key.id] : key.matchKey ? [key.matchKey] : [])))];
  const [sales, certificates] = await Promise.all([
    saleIds.length
      ? db.sale.findMany({
          where: { transactionId: { in: saleIds } },
          select: { transactionId: true, price: true, date: true, postcode: true, propertyType: true, category: true, saon: true, paon: true, street: true, locality: true, town: true, uprn: true, source: true },
        })
      : [],
    certificateIds.length ? db.nonDomesticEpc.findMany({ where: { lmkKey: { in: certificateIds } } }) : [],
  ]);
  const saleById = new Map(sales.map((sale) => [sale.transactionId, sale]));
  const certificateById = new Map<string, Certificate>(certificates.map((certificate) => [certificate.lmkKey, certificate]));
  const records = keys.flatMap((key): Unplaced[] => {
    if (key.kind === "epc") {
      const certificate = certificateById.get(key.id);
      if (!certificate) return [];
      return [{
        kind: "epc", id: certificate.lmkKey, address: formatCertificateAddress(certificate), postcode: certificate.postcode, uprn: certificate.uprn,
        date: day(certificate.lodgementDate), propertyType: certificate.propertyType, price: null, floorArea: certificate.floorArea, pricePerSqm: null,
        rating: describeAssetRating(certificate), source: nameSource(certificate.source),
      }];
    }
    const sale = saleById.get(key.id);
    if (!sale) return [];
    const match = key.matchKey ? certificateById.get(key.matchKey) : undefined;
    const floorArea = match?.floorArea ?? null;
    return [{
      kind: "sale", id: sale.transactionId, address: formatSaleAddress(sale), postcode: sale.postcode, uprn: sale.uprn ?? match?.uprn ?? null,
      date: day(sale.date), propertyType: `${describePpdType(sale.propertyType)}, category ${sale.category}`, price: sale.price, floorArea,
      pricePerSqm: floorArea ? Math.round(sale.price / floorArea) : null, rating: match ? describeAssetRating(match) : null,
      source: match ? `${nameSource(sale.source)}; floor area from ${nameSource(match.source)}` : nameSource(sale.source),
    }];
  });
  return placeRecords(db, records);
}
