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
  return keys.flatMap((key): CommercialRecord[] => {
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
}
