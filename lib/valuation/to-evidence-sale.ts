import type { Prisma } from "@/lib/generated/sqlite/client";
import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import { getOutcode, getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import { formatSaleAddress } from "@/lib/property/format-sale-address";
import type { EvidenceSale } from "./types";

export const saleRowSelect = {
  transactionId: true, price: true, date: true, postcode: true, outcode: true, propertyType: true, category: true, tenure: true,
  paon: true, saon: true, street: true, locality: true, town: true, uprn: true,
} as const satisfies Prisma.SaleSelect;

/** A Sale row as read for valuation. */
export type SaleRow = Prisma.SaleGetPayload<{ select: typeof saleRowSelect }>;

export function normaliseStreet(street: string | null | undefined): string | null {
  const text = street?.trim().toUpperCase().replace(/\s+/g, " ");
  return text ? text : null;
}

/** "27", "27A", "27-29" → 27; "ROSE COTTAGE" → null. */
export function parseHouseNumber(paon: string | null | undefined): number | null {
  const match = /^\s*(\d{1,5})/.exec(paon ?? "");
  return match ? Number(match[1]) : null;
}

/** The key that identifies one home across its sales: its UPRN, else its address as Price Paid spells it. */
export function propertyKeyOf(row: Pick<SaleRow, "uprn" | "saon" | "paon" | "street" | "postcode">): string {
  if (row.uprn) return `uprn:${row.uprn}`;
  const part = (value: string | null) => (value ?? "").trim().toUpperCase().replace(/\s+/g, " ");
  return `address:${part(row.saon)}|${part(row.paon)}|${part(row.street)}|${part(row.postcode)}`;
}

/** A sale as valuation evidence; null without a postcode (it cannot be placed). */
export function toEvidenceSale(row: SaleRow, location: LatLng | null): EvidenceSale | null {
  if (!row.postcode) return null;
  const outcode = row.outcode ?? getOutcode(row.postcode) ?? "";
  return {
    id: row.transactionId,
    price: row.price,
    date: row.date,
    postcode: row.postcode,
    sector: getPostcodeSector(row.postcode) ?? "",
    outcode,
    propertyType: row.propertyType,
    category: row.category,
    tenure: row.tenure,
    street: normaliseStreet(row.street),
    houseNumber: parseHouseNumber(row.paon),
    propertyKey: propertyKeyOf(row),
    address: formatSaleAddress(row),
    location,
    uprn: row.uprn,
  };
}
