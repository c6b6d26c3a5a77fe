import { formatGbp } from "@/lib/format/format";
import type { Property } from "@/lib/property/schemas";

/** A listing's rent is monthly (spec §3): "£950 pcm"; sale prices and sold prices as they are. */
export function formatPropertyPrice(property: { price: Property["price"] | number; status: Property["status"] }): string {
  return property.status === "to_let" ? `${formatGbp(property.price)} pcm` : formatGbp(property.price);
}
