import type { Property } from "@/lib/property/schemas";

/** Spec §3: the statuses a property can have, in the order lists and legends show them. */
export const PROPERTY_STATUSES = ["sold", "for_sale", "to_let"] as const;

const statusLabels: Record<string, string> = { sold: "Sold", for_sale: "For Sale", to_let: "To Let" };

/** Marker and legend colours (spec §2 map: sold green, for sale blue, to let purple). */
export const statusColours: Record<string, string> = { sold: "#16a34a", for_sale: "#2563eb", to_let: "#9333ea" };

/** Spec §2: sold, for_sale and to_let by name; anything else is Unknown. */
export function statusLabel(status: string): string {
  return statusLabels[status] ?? "Unknown";
}

/** Spec §2: the sale date when sold, otherwise the listing date. */
export function propertyDate(property: Pick<Property, "status" | "saleDate" | "listingDate">): string | null {
  return property.status === "sold" ? property.saleDate : property.listingDate;
}
