import type { DemoProperty } from "./demo-types";

/** Price Paid duration F/L as the register words it; U (unknown) follows the property type. */
export function describeTenure(property: Pick<DemoProperty, "lastSale" | "profile">): "Freehold" | "Leasehold" {
  if (property.lastSale.tenure === "F") return "Freehold";
  if (property.lastSale.tenure === "L") return "Leasehold";
  return property.profile.saleType === "F" ? "Leasehold" : "Freehold";
}
