import { isResidentialPpdType } from "@/lib/property/ppd-types";
import { toPropertyType, type PropertyType } from "@/lib/valuation/property-types";
import { DEMO_SOURCE } from "@/lib/property/source-names";
import type { PropertyFacts } from "./types";

/**
 * The property type the home is valued as: the type HM Land Registry recorded at its latest
 * sale, else a real EPC's. A demo EPC never chooses it: synthetic data must not move a real
 * figure, so without a real record the home is not valued.
 */
export function chooseValuationType(facts: Pick<PropertyFacts, "lastSale" | "epc">): PropertyType | null {
  const sale = facts.lastSale;
  if (sale && isResidentialPpdType(sale.propertyType)) return toPropertyType(sale.propertyType);
  const epc = facts.epc;
  if (!epc || epc.source === DEMO_SOURCE || !epc.propertyType) return null;
  const type = epc.propertyType.toLowerCase();
  const form = (epc.builtForm ?? "").toLowerCase();
  if (type.includes("maisonette")) return "maisonette";
  if (type.includes("flat")) return "flat";
  if (type.includes("bungalow")) return "bungalow";
  if (!type.includes("house")) return null;
  if (form.includes("semi")) return "semi-detached";
  if (form.includes("terrace")) return "terraced";
  if (form.includes("detached")) return "detached";
  return "house";
}
