"use client";
import { SortableTable, type SortableColumn } from "@/components/ui/sortable-table";
import type { CsvColumn } from "@/lib/csv/build-csv";
import { formatDate, formatGbp, formatNumber } from "@/lib/format/format";
import type { CommercialRecord } from "@/lib/commercial-search/schemas";

const KIND_LABEL = { sale: "Sale", epc: "EPC" } as const;

const COLUMNS: SortableColumn<CommercialRecord>[] = [
  { key: "kind", header: "Record", cell: (r) => KIND_LABEL[r.kind], sortValue: (r) => r.kind },
  { key: "address", header: "Address", cell: (r) => r.address, sortValue: (r) => r.address, cellClassName: "min-w-48" },
  { key: "postcode", header: "Postcode", cell: (r) => r.postcode ?? "—", sortValue: (r) => r.postcode, cellClassName: "whitespace-nowrap" },
  { key: "date", header: "Date", cell: (r) => formatDate(r.date), sortValue: (r) => r.date, cellClassName: "whitespace-nowrap" },
  { key: "type", header: "Type", cell: (r) => r.propertyType ?? "—", sortValue: (r) => r.propertyType, cellClassName: "min-w-40" },
  { key: "price", header: "Price", cell: (r) => (r.price === null ? "—" : formatGbp(r.price)), sortValue: (r) => r.price, cellClassName: "text-right tabular-nums", headClassName: "text-right" },
  { key: "floorArea", header: "Floor area (m²)", cell: (r) => (r.floorArea === null ? "—" : formatNumber(r.floorArea)), sortValue: (r) => r.floorArea, cellClassName: "text-right tabular-nums", headClassName: "text-right" },
  { key: "pricePerSqm", header: "Price per m²", cell: (r) => (r.pricePerSqm === null ? "—" : formatGbp(r.pricePerSqm)), sortValue: (r) => r.pricePerSqm, cellClassName: "text-right tabular-nums", headClassName: "text-right" },
  { key: "rating", header: "EPC rating", cell: (r) => r.rating ?? "—", sortValue: (r) => r.rating },
  { key: "source", header: "Source", cell: (r) => r.source, sortValue: (r) => r.source, cellClassName: "min-w-40 text-xs text-muted-foreground" },
];

const CSV_COLUMNS: CsvColumn<CommercialRecord>[] = [
  { header: "Record", value: (r) => KIND_LABEL[r.kind] },
  { header: "Id", value: (r) => r.id },
  { header: "Address", value: (r) => r.address },
  { header: "Postcode", value: (r) => r.postcode },
  { header: "UPRN", value: (r) => r.uprn },
  { header: "Date", value: (r) => r.date },
  { header: "Type", value: (r) => r.propertyType },
  { header: "Price (£)", value: (r) => r.price },
  { header: "Floor area (m²)", value: (r) => r.floorArea },
  { header: "Price per m² (£)", value: (r) => r.pricePerSqm },
  { header: "EPC rating", value: (r) => r.rating },
  { header: "Source", value: (r) => r.source },
];

/** One page of the search: headers sort the page shown; the CSV holds it in the order shown. */
export function CommercialRecordsTable({ records, fileNameParts }: { records: readonly CommercialRecord[]; fileNameParts: readonly (string | number | null)[] }) {
  return (
    <SortableTable
      rows={records}
      columns={COLUMNS}
      rowKey={(r) => `${r.kind}:${r.id}`}
      aria-label="Commercial transactions and certificates"
      csv={{ columns: CSV_COLUMNS, fileNameParts }}
    />
  );
}
