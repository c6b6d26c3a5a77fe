import "server-only";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { listingToProperty, saleToProperty } from "@/lib/property/to-property";
import type { Property } from "@/lib/property/schemas";
import type { SavedComparison } from "./schemas";

const storedIds = z.array(z.string());

/** Resolves search-result ids ("sale-…", "listing-…") back to properties, in the given order. */
export async function findPropertiesByIds(db: Db, ids: string[]): Promise<Property[]> {
  const saleIds = ids.filter((id) => id.startsWith("sale-")).map((id) => `{${id.slice(5)}}`);
  const listingIds = ids.filter((id) => id.startsWith("listing-")).map((id) => id.slice(8));
  const [sales, listings] = await Promise.all([
    saleIds.length ? db.sale.findMany({ where: { transactionId: { in: saleIds } } }) : [],
    listingIds.length ? db.listing.findMany({ where: { id: { in: listingIds } } }) : [],
  ]);
  const uprns = sales.map((s) => s.uprn).filter((u): u is string => !!u);
  const postcodes = sales.map((s) => s.postcode).filter((p): p is string => !!p);
  const [addresses, points, epcs] = await Promise.all([
    db.address.findMany({ where: { uprn: { in: uprns } }, select: { uprn: true, latitude: true, longitude: true } }),
    db.postcode.findMany({ where: { postcode: { in: postcodes } }, select: { postcode: true, latitude: true, longitude: true } }),
    db.epcCertificate.findMany({ where: { uprn: { in: uprns } }, select: { uprn: true, totalFloorArea: true }, orderBy: { lodgementDate: "asc" } }),
  ]);
  type Point = { latitude: number | null; longitude: number | null };
  const pointOf = new Map<string, Point>([...points.map((p) => [p.postcode, p] as const), ...addresses.map((a) => [a.uprn, a] as const)]);
  const areaOf = new Map(epcs.map((e) => [e.uprn ?? "", e.totalFloorArea]));
  const byId = new Map<string, Property>([
    ...listings.map((l) => [`listing-${l.id}`, listingToProperty(l)] as const),
    ...sales.map((s) => {
      const point = (s.uprn && pointOf.get(s.uprn)) || (s.postcode && pointOf.get(s.postcode)) || null;
      const property = saleToProperty(s, { latitude: point ? point.latitude : null, longitude: point ? point.longitude : null, floorAreaM2: s.uprn ? areaOf.get(s.uprn) : null });
      return [property.id, property] as const;
    }),
  ]);
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as Property] : []));
}

function toSaved(row: { id: string; userId: string; propertyIds: string; createdAt: Date }, properties: Property[]): SavedComparison {
  return { id: row.id, userId: row.userId, propertyIds: storedIds.parse(JSON.parse(row.propertyIds)), createdAt: row.createdAt.toISOString(), properties };
}

export async function createComparison(db: Db, input: { propertyIds: string[]; userId: string }): Promise<SavedComparison> {
  const properties = await findPropertiesByIds(db, input.propertyIds);
  const missing = input.propertyIds.filter((id) => !properties.some((p) => p.id === id));
  if (missing.length) throw notFound(`These properties were not found: ${missing.join(", ")}. Search again and re-add them.`);
  const row = await db.comparison.create({ data: { userId: input.userId, propertyIds: JSON.stringify(input.propertyIds) } });
  return toSaved(row, properties);
}

export async function listComparisons(db: Db, userId: string): Promise<SavedComparison[]> {
  const rows = await db.comparison.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, take: 50 });
  const allIds = [...new Set(rows.flatMap((r) => storedIds.parse(JSON.parse(r.propertyIds))))];
  const properties = await findPropertiesByIds(db, allIds);
  const byId = new Map(properties.map((p) => [p.id, p]));
  return rows.map((row) => {
    const ids = storedIds.parse(JSON.parse(row.propertyIds));
    return toSaved(row, ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as Property] : [])));
  });
}

export async function deleteComparison(db: Db, id: string): Promise<{ deleted: true; id: string }> {
  const { count } = await db.comparison.deleteMany({ where: { id } });
  if (!count) throw notFound("That comparison no longer exists.");
  return { deleted: true, id };
}
