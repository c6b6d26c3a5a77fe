import type { Property } from "@/lib/property/schemas";

const statusLabels: Record<string, string> = { sold: "Sold", for_sale: "For Sale", to_let: "To Let" };

/** Spec §2: sold, for_sale and to_let by name; anything else is Unknown. */
export function statusLabel(status: string): string {
  return statusLabels[status] ?? "Unknown";
}

/** Spec §2: the sale date when sold, otherwise the listing date. */
export function propertyDate(property: Pick<Property, "status" | "saleDate" | "listingDate">): string | null {
  return property.status === "sold" ? property.saleDate : property.listingDate;
}
