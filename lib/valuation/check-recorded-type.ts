import { formatGbp, formatMonthYear } from "@/lib/format/format";
import { describePpdType, isResidentialPpdType } from "@/lib/property/ppd-types";
import { describePropertyType, toPpdTypes, type PropertyType } from "./property-types";

/** A recorded sale of the home being valued, as Price Paid has it. */
export type RecordedSale = { price: number; date: Date; propertyType: string; category: string; tenure?: string };

export type RecordedTypeCheck<S extends RecordedSale> = {
  /** The home's recorded sales of a type the chosen one includes: only these may be blended. */
  compatible: S[];
  /** Shown on screen when the home's latest recorded type contradicts the chosen one; null when they agree. */
  warning: string | null;
};

/**
 * Compares the property type the user chose with the type Price Paid recorded for the home's
 * own sales. A sale recorded as another kind of home (a flat, valued as a semi-detached house)
 * prices another kind of home: it is never blended, and when the home's latest recorded sale
 * says so the user is told, since either the choice or the record is wrong.
 */
export function checkRecordedType<S extends RecordedSale>(propertyType: PropertyType, ownSales: readonly S[]): RecordedTypeCheck<S> {
  const allowed: readonly string[] = toPpdTypes(propertyType);
  const compatible = ownSales.filter((sale) => allowed.includes(sale.propertyType));
  const latest = [...ownSales].filter((sale) => isResidentialPpdType(sale.propertyType)).sort((a, b) => b.date.getTime() - a.date.getTime())[0];
  if (!latest || allowed.includes(latest.propertyType)) return { compatible, warning: null };
  const recorded = describePpdType(latest.propertyType);
  return {
    compatible,
    warning:
      `HM Land Registry records this home as a ${recorded} (sold for ${formatGbp(latest.price)} in ${formatMonthYear(latest.date)}), ` +
      `but the property type chosen is ${describePropertyType(propertyType)}. That sale was left out of the value: check the property type.`,
  };
}
