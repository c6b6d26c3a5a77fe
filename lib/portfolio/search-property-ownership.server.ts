import "server-only";
import type { Db } from "@/lib/db/client";
import { matchAddress } from "@/lib/addresses";
import { createDbCandidateSource } from "@/lib/addresses/sources.server";
import type { ChargedProperty } from "@/lib/generated/sqlite/client";

export type OwnershipResult = {
  found: boolean;
  currentProprietor: string;
  proprietorType: string | null;
  titleNumber: string | null;
  lastSaleDate: Date | null;
  lastSalePrice: number | null;
  saleCount: number;
  salePropertyType: string | null;
};

export type SearchPropertyOwnership = (db: Db, property: ChargedProperty) => Promise<OwnershipResult>;

/**
 * One charged property's owner and sales: the address matcher finds its UPRN (HIGH or
 * MEDIUM only: a LOW guess would name the wrong owner), the title register its title and
 * first proprietor, Price Paid its sales. 'Not Found' when no title is registered there.
 */
export const searchPropertyOwnership: SearchPropertyOwnership = async (db, property) => {
  const text = property.fullAddress ?? [property.address, property.city, property.postcode].filter(Boolean).join(", ");
  const match = await matchAddress(text, createDbCandidateSource(db));
  const uprn = match.confidence === "HIGH" || match.confidence === "MEDIUM" ? (match.match?.candidate.uprn ?? null) : null;
  const [title, sales, saleCount] = uprn
    ? await Promise.all([
        db.title.findFirst({ where: { uprn }, orderBy: { titleNumber: "asc" }, select: { titleNumber: true, proprietors: { orderBy: { position: "asc" }, take: 1, select: { name: true, category: true } } } }),
        db.sale.findFirst({ where: { uprn }, orderBy: { date: "desc" }, select: { date: true, price: true, propertyType: true } }),
        db.sale.count({ where: { uprn } }),
      ])
    : [null, null, 0];
  const proprietor = title?.proprietors[0];
  return {
    found: Boolean(proprietor),
    currentProprietor: proprietor?.name ?? "Not Found",
    proprietorType: proprietor ? (proprietor.category ?? "Not stated") : null,
    titleNumber: title?.titleNumber ?? null,
    lastSaleDate: sales?.date ?? null,
    lastSalePrice: sales?.price ?? null,
    saleCount,
    salePropertyType: sales?.propertyType ?? null,
  };
};
