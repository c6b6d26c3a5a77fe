import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatGbp, formatMonthYear } from "@/components/ui/format";
import type { Comparable } from "@/lib/valuation/schemas";

const METRES_PER_MILE = 1609.344;

export function formatDistance(metres: number | null): string {
  if (metres === null) return "n/a";
  return `${(metres / METRES_PER_MILE).toFixed(2)} mi`;
}

export function ComparablesTable({ comparables, caption }: { comparables: Comparable[]; caption: string }) {
  return (
    <Table aria-label="Comparable sales">
      <TableCaption className="text-left">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Address</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Date</TableHead>
          <TableHead className="text-right">Price</TableHead>
          <TableHead className="text-right">Adjusted price</TableHead>
          <TableHead className="text-right">Distance</TableHead>
          <TableHead className="text-right">Weight</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {comparables.map((c, i) => (
          <TableRow key={`${c.address}-${c.date}-${i}`}>
            <TableCell>
              <span className="block">{c.address}</span>
              <span className="text-xs text-muted-foreground">
                {c.postcode}
                {c.floorAreaSqft ? ` · ${c.floorAreaSqft.toLocaleString("en-GB")} sq ft` : ""}
              </span>
            </TableCell>
            <TableCell>{c.propertyType}</TableCell>
            <TableCell className="whitespace-nowrap">{formatMonthYear(c.date)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatGbp(c.price)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatGbp(c.adjustedPrice)}</TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums" title={c.distanceMetres === null ? "Placed by postcode only: the postcode has no centroid" : `${c.distanceMetres} m`}>
              {formatDistance(c.distanceMetres)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{Math.round(c.weight * 100)}%</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
