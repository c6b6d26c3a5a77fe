"use client";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import type { CsvColumn } from "@/lib/csv/build-csv";
import { ExportCsvButton } from "./export-csv-button";
import { nextSort, sortRows, type SortState, type SortValue } from "./sort-rows";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "./table";

export type SortableColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The value the column sorts by; a column without one is not sortable (e.g. Actions). */
  sortValue?: (row: T) => SortValue;
  headClassName?: string;
  cellClassName?: string;
  /** A cell's title (tooltip), when the cell needs one. */
  cellTitle?: (row: T) => string | undefined;
};

type SortableTableProps<T> = {
  rows: readonly T[];
  columns: readonly SortableColumn<T>[];
  /** A stable key for a row; `index` is its place in `rows`, before sorting. */
  rowKey: (row: T, index: number) => string;
  caption?: ReactNode;
  captionClassName?: string;
  "aria-label"?: string;
  /** An "Export CSV" button above the table, exporting the rows in the order shown. */
  csv?: { columns: readonly CsvColumn<T>[]; fileNameParts: readonly (string | number | null | undefined)[] };
  /** A click anywhere on a row (the row also needs a focusable control for keyboard users). */
  onRowClick?: (row: T) => void;
  rowClassName?: (row: T) => string | undefined;
};

/**
 * A table whose headers sort it (spec part 2 §2.4: ascending → descending → off). Until a
 * header is clicked the rows keep the order they were given, so it looks like a plain table.
 */
export function SortableTable<T>({ rows, columns, rowKey, caption, captionClassName, "aria-label": ariaLabel, csv, onRowClick, rowClassName }: SortableTableProps<T>) {
  const [sort, setSort] = useState<SortState>(null);
  const indexed = useMemo(() => rows.map((row, index) => ({ row, key: rowKey(row, index) })), [rows, rowKey]);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    const sortValue = column?.sortValue;
    return sortValue ? sortRows(indexed, sort, (item) => sortValue(item.row)) : indexed;
  }, [indexed, columns, sort]);
  const sortedRows = useMemo(() => sorted.map((item) => item.row), [sorted]);

  const table = (
    <Table aria-label={ariaLabel}>
      {caption ? <TableCaption className={captionClassName}>{caption}</TableCaption> : null}
      <TableHeader>
        <TableRow>
          {columns.map((column) => {
            const direction = sort?.key === column.key ? sort.direction : null;
            return (
              <TableHead key={column.key} className={column.headClassName} aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined}>
                {column.sortValue ? (
                  <button
                    type="button"
                    onClick={() => setSort((current) => nextSort(current, column.key))}
                    className="inline-flex items-center gap-1 rounded-sm font-medium hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {column.header}
                    {direction === "asc" ? <ArrowUp className="size-3.5" aria-hidden /> : direction === "desc" ? <ArrowDown className="size-3.5" aria-hidden /> : null}
                  </button>
                ) : (
                  column.header
                )}
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map(({ row, key }) => (
          <TableRow key={key} className={[onRowClick ? "cursor-pointer" : "", rowClassName?.(row) ?? ""].join(" ").trim() || undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
            {columns.map((column) => (
              <TableCell key={column.key} className={column.cellClassName} title={column.cellTitle?.(row)}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  if (!csv) return table;
  return (
    <div className="grid gap-2">
      <div className="flex justify-end">
        <ExportCsvButton rows={sortedRows} columns={csv.columns} fileNameParts={csv.fileNameParts} aria-label={ariaLabel ? `Export CSV of ${ariaLabel.toLowerCase()}` : undefined} />
      </div>
      {table}
    </div>
  );
}
