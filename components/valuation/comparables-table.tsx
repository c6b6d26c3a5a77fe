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

const rowKey = (c: Comparable, index: number) => `${c.address}-${c.date}-${index}`;

export function ComparablesTable({ comparables, caption }: { comparables: Comparable[]; caption: string }) {
  return <SortableTable aria-label="Comparable sales" rows={comparables} columns={columns} rowKey={rowKey} caption={caption} captionClassName="text-left" />;
}
