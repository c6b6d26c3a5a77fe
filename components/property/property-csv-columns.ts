import type { CsvColumn } from "@/lib/csv/build-csv";
import type { Property } from "@/lib/property/schemas";
import { nameSource } from "@/lib/property/source-names";
import { propertyDate, statusLabel } from "./property-status";

/** A price as a number a spreadsheet can sum; the API sends it as text. */
function priceNumber(price: string): number | null {
  const n = Number(price);
  return price.trim() === "" || !Number.isFinite(n) ? null : n;
}

/**
 * A property as the search results and comparison export it. Sale and asking prices and
 * monthly rents are separate columns, so a spreadsheet never sums a rent into a price.
 */
export const propertyCsvColumns: CsvColumn<Property>[] = [
  { header: "Address", value: (p) => p.address },
  { header: "Postcode", value: (p) => p.postcode },
  { header: "Status", value: (p) => statusLabel(p.status) },
  { header: "Price (£)", value: (p) => (p.status === "to_let" ? null : priceNumber(p.price)) },
  { header: "Rent (£ per month)", value: (p) => (p.status === "to_let" ? priceNumber(p.price) : null) },
  { header: "Type", value: (p) => p.propertyType },
  // The screen labels these sales and leaves them out of its averages; a spreadsheet can filter on it.
  { header: "Non-residential / additional price paid", value: (p) => (p.nonResidential ? "Yes" : "No") },
  { header: "Bedrooms", value: (p) => p.bedrooms },
  { header: "Bathrooms", value: (p) => p.bathrooms },
  { header: "Floor area (sq ft)", value: (p) => p.sqft },
  { header: "Date", value: (p) => propertyDate(p)?.slice(0, 10) ?? null },
  { header: "Source", value: (p) => nameSource(p.source) },
  { header: "Period", value: (p) => p.period },
];
