import { describePpdTenure } from "@/lib/property/tenure";
import type { DemoProperty } from "./demo-types";

/** Price Paid duration F/L as the register words it; U (unknown) follows the property type. */
export function describeTenure(property: Pick<DemoProperty, "lastSale" | "profile">): "Freehold" | "Leasehold" {
  return describePpdTenure(property.lastSale.tenure) ?? (property.profile.saleType === "F" ? "Leasehold" : "Freehold");
}
