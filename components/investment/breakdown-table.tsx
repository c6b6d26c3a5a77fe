import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatGbp } from "@/lib/format/format";

export type BreakdownRow = { label: string; amount: number | null | undefined };

/** A two-column list of amounts with a total row. */
export function BreakdownTable({ caption, rows, total, amountHeading = "Amount", pence = false }: { caption: string; rows: BreakdownRow[]; total: BreakdownRow; amountHeading?: string; pence?: boolean }) {
  const format = (amount: number | null | undefined) => formatGbp(amount, { pence: pence || "if-any" });
  return (
    <Table>
      <TableCaption className="mb-3 mt-0 caption-top text-left font-semibold text-foreground">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Item</TableHead>
          <TableHead scope="col" className="text-right">
            {amountHeading}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell>{row.label}</TableCell>
            <TableCell className="text-right tabular-nums">{format(row.amount)}</TableCell>
          </TableRow>
        ))}
        <TableRow className="font-semibold">
          <TableCell>{total.label}</TableCell>
          <TableCell className="text-right tabular-nums">{format(total.amount)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
