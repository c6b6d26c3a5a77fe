import { growPrice } from "./grow-price";
import { chooseReferenceSale } from "./profile-property";
import type { DemoProperty } from "./demo-types";

/** The home's market value on `date`: its reference sale moved along the regional index. */
export function estimateValueAt(property: DemoProperty, date: Date): number {
  const reference = chooseReferenceSale(property.sales);
  return growPrice(reference.price, reference.date, property.region, date);
}

export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}
