import type { AddressGroup, AddressParts, RealSale } from "./demo-types";
import { normalisePostcode } from "@/lib/postcode/normalise-postcode";

function normaliseField(value: string | null): string {
  return (value ?? "").trim().toUpperCase().replace(/\s+/g, " ");
}

function toParts(sale: RealSale, postcode: string): AddressParts {
  const clean = (value: string | null) => normaliseField(value) || null;
  return {
    saon: clean(sale.saon),
    paon: clean(sale.paon),
    street: clean(sale.street),
    locality: clean(sale.locality),
    town: clean(sale.town),
    district: clean(sale.district),
    county: clean(sale.county),
    postcode,
  };
}

/** The identity of a Price Paid address: its eight address fields, normalised. */
export function createAddressKey(parts: AddressParts): string {
  return [parts.saon, parts.paon, parts.street, parts.locality, parts.town, parts.district, parts.county, parts.postcode].map(normaliseField).join("|");
}

export type GroupedSales = { groups: AddressGroup[]; salesWithoutPostcode: number };

/** Groups sales by distinct address, sorted by key so every later step is order-independent. */
export function groupSalesByAddress(sales: readonly RealSale[]): GroupedSales {
  const groups = new Map<string, AddressGroup>();
  let salesWithoutPostcode = 0;
  for (const sale of sales) {
    const postcode = sale.postcode ? normalisePostcode(sale.postcode) : null;
    if (!postcode) {
      salesWithoutPostcode++;
      continue;
    }
    const parts = toParts(sale, postcode);
    const key = createAddressKey(parts);
    const group = groups.get(key);
    if (group) group.sales.push(sale);
    else groups.set(key, { key, parts, sales: [sale] });
  }
  const sorted = [...groups.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const group of sorted) {
    group.sales.sort((a, b) => a.date.getTime() - b.date.getTime() || (a.transactionId < b.transactionId ? -1 : 1));
  }
  return { groups: sorted, salesWithoutPostcode };
}
