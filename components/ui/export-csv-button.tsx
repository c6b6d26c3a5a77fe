"use client";
import { Download } from "lucide-react";
import { buildCsv, type CsvColumn } from "@/lib/csv/build-csv";
import { nameCsvFile } from "@/lib/csv/name-csv-file";
import { Button } from "./button";

type ExportCsvButtonProps<T> = {
  /** The rows as the table shows them: current filters and sort. */
  rows: readonly T[];
  columns: readonly CsvColumn<T>[];
  /** What the file holds, e.g. ["search", "NE3 3LJ", "1mile"]; today's date is added. */
  fileNameParts: readonly (string | number | null | undefined)[];
  /** Names the table when a page has more than one button ("Export comparables as CSV"). */
  "aria-label"?: string;
  className?: string;
};

/** Downloads the table as a CSV made on the client (no API call): a Blob and a temporary link. */
export function ExportCsvButton<T>({ rows, columns, fileNameParts, "aria-label": ariaLabel, className }: ExportCsvButtonProps<T>) {
  function download() {
    const blob = new Blob([buildCsv(rows, columns)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = nameCsvFile(fileNameParts, new Date());
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next tick: some browsers start the download only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={download} disabled={rows.length === 0} aria-label={ariaLabel} className={className}>
      <Download aria-hidden />
      Export CSV
    </Button>
  );
}
