import type { CsvColumn } from "@/lib/csv/build-csv";
import { formatGbp, formatMonthYear } from "@/lib/format/format";
import { SortableTable, type SortableColumn } from "@/components/ui/sortable-table";
import type { Comparable } from "@/lib/valuation/schemas";

const METRES_PER_MILE = 1609.344;

export function formatDistance(metres: number | null): string {
  if (metres === null) return "n/a";
  return `${(metres / METRES_PER_MILE).toFixed(2)} mi`;
}

const columns: SortableColumn<Comparable>[] = [
  {
    key: "address",
    header: "Address",
    sortValue: (c) => c.address,
    cell: (c) => (
      <>
        <span className="block">{c.address}</span>
        <span className="text-xs text-muted-foreground">
          {c.postcode}
          {c.floorAreaSqft ? ` · ${c.floorAreaSqft.toLocaleString("en-GB")} sq ft` : ""}
        </span>
      </>
    ),
  },
  { key: "type", header: "Type", sortValue: (c) => c.propertyType, cell: (c) => c.propertyType },
  { key: "date", header: "Date", sortValue: (c) => c.date, cell: (c) => formatMonthYear(c.date), cellClassName: "whitespace-nowrap" },
  { key: "price", header: "Price", sortValue: (c) => c.price, cell: (c) => formatGbp(c.price), headClassName: "text-right", cellClassName: "text-right tabular-nums" },
  { key: "adjusted", header: "Adjusted price", sortValue: (c) => c.adjustedPrice, cell: (c) => formatGbp(c.adjustedPrice), headClassName: "text-right", cellClassName: "text-right tabular-nums" },
  {
    key: "distance",
    header: "Distance",
    sortValue: (c) => c.distanceMetres,
    cell: (c) => formatDistance(c.distanceMetres),
    cellTitle: (c) => (c.distanceMetres === null ? "Placed by postcode only: the postcode has no centroid" : `${c.distanceMetres} m`),
    headClassName: "text-right",
    cellClassName: "whitespace-nowrap text-right tabular-nums",
  },
  { key: "weight", header: "Weight", sortValue: (c) => c.weight, cell: (c) => `${Math.round(c.weight * 100)}%`, headClassName: "text-right", cellClassName: "text-right tabular-nums" },
];

// The export: the screen's columns with numbers a spreadsheet can compute with, units in the headers.
const csvColumns: CsvColumn<Comparable>[] = [
  { header: "Address", value: (c) => c.address },
  { header: "Postcode", value: (c) => c.postcode },
  { header: "Floor area (sq ft)", value: (c) => c.floorAreaSqft ?? null },
  { header: "Type", value: (c) => c.propertyType },
  { header: "Date", value: (c) => c.date.slice(0, 10) },
  { header: "Price (£)", value: (c) => c.price },
  { header: "Adjusted price (£)", value: (c) => c.adjustedPrice },
  { header: "Distance (miles)", value: (c) => (c.distanceMetres === null ? null : Number((c.distanceMetres / METRES_PER_MILE).toFixed(2))) },
  { header: "Weight (%)", value: (c) => Math.round(c.weight * 1000) / 10 },
  { header: "Source", value: () => "HM Land Registry Price Paid" },
];

const rowKey = (c: Comparable, index: number) => `${c.address}-${c.date}-${index}`;

export function ComparablesTable({ comparables, caption, fileNameParts }: { comparables: Comparable[]; caption: string; fileNameParts: readonly string[] }) {
  return (
    <SortableTable
      aria-label="Comparable sales"
      rows={comparables}
      columns={columns}
      rowKey={rowKey}
      caption={caption}
      captionClassName="text-left"
      csv={{ columns: csvColumns, fileNameParts: ["comparables", ...fileNameParts] }}
    />
  );
}
