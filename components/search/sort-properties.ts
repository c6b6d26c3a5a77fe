import { propertyDate } from "@/components/property/property-status";
import type { Property } from "@/lib/property/schemas";

export type SortKey = "price" | "date" | "size";

/**
 * A monthly rent and a sale price are different measures (£1,200 pcm is not cheaper than a
 * £150,000 house), so a price sort keeps them apart: sale prices (sold and for sale), dearest
 * first, then rents, dearest first, then anything without a price. A professional scanning
 * for the top of the market reads capital values first; rents follow as their own list.
 */
const priceGroup = (p: Property) => (!Number(p.price) ? 2 : p.status === "to_let" ? 1 : 0);

/** The properties in the order the sort key asks for, newest, dearest or largest first. */
export function sortProperties(properties: readonly Property[], key: SortKey): Property[] {
  if (key === "price") return [...properties].sort((a, b) => priceGroup(a) - priceGroup(b) || (Number(b.price) || 0) - (Number(a.price) || 0));
  const value = (p: Property) => (key === "size" ? (p.sqft ?? -1) : new Date(propertyDate(p) ?? 0).getTime());
  return [...properties].sort((a, b) => value(b) - value(a));
}
