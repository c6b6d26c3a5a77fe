import { propertyDate } from "@/components/property/property-status";
import type { Property } from "@/lib/property/schemas";

export type SortKey = "price" | "date" | "size";
export type SortDirection = "desc" | "asc";

/** How each direction reads for each key, as the order select shows it. */
export const SORT_DIRECTION_LABELS: Record<SortKey, Record<SortDirection, string>> = {
  price: { desc: "Highest first", asc: "Lowest first" },
  date: { desc: "Newest first", asc: "Oldest first" },
  size: { desc: "Largest first", asc: "Smallest first" },
};

/**
 * A monthly rent and a sale price are different measures (£1,200 pcm is not cheaper than a
 * £150,000 house), so a price sort keeps them apart: sale prices (sold and for sale), then
 * rents, each in the direction asked for, then anything without a price. A professional
 * scanning the market reads capital values first; rents follow as their own list.
 */
const priceGroup = (p: Property) => (!Number(p.price) ? 2 : p.status === "to_let" ? 1 : 0);

/** The figure a key sorts by; null when the property has none (sorted last either way). */
function sortValue(p: Property, key: SortKey): number | null {
  if (key === "price") return Number(p.price) || null;
  if (key === "size") return p.sqft ?? null;
  const date = propertyDate(p);
  return date ? new Date(date).getTime() : null;
}

/** The properties in the order asked for; those without the figure stay at the end in both directions. */
export function sortProperties(properties: readonly Property[], key: SortKey, direction: SortDirection = "desc"): Property[] {
  const sign = direction === "desc" ? -1 : 1;
  return [...properties].sort((a, b) => {
    if (key === "price" && priceGroup(a) !== priceGroup(b)) return priceGroup(a) - priceGroup(b);
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  });
}
