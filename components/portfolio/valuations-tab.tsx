"use client";
import { useQuery } from "@tanstack/react-query";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { SortableTable, type SortableColumn } from "@/components/ui/sortable-table";
import { formatGbp } from "@/lib/format/format";
import { portfolioQueries, type Valuation } from "@/lib/portfolio/api";
import { isRentValuation } from "@/lib/portfolio/describe-portfolio-rows";

const NA = "N/A";
const money = (value: number | null) => (value === null ? NA : formatGbp(value));

/** The current figure: a Market Rent valuation's is a rent, so it says so (a rent is not a Property Value). */
function CurrentValue({ valuation }: { valuation: Valuation }) {
  if (valuation.currentValue === null) return <>{NA}</>;
  if (!isRentValuation(valuation.valuationType, valuation.valuationBasis)) return <>{formatGbp(valuation.currentValue)}</>;
  return (
    <span>
      {formatGbp(valuation.currentValue)} <span className="text-xs text-muted-foreground">a year (rent)</span>
    </span>
  );
}

export function ValuationsTab({ client, onOpenDetails }: { client: string; onOpenDetails: (titleNumber: string) => void }) {
  const list = useQuery(portfolioQueries.valuations(client));
  const columns: SortableColumn<Valuation>[] = [
    {
      key: "titleNumber",
      header: "Title Number",
      sortValue: (r) => r.titleNumber,
      cell: (r) => (
        <button type="button" className="font-medium underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" onClick={(e) => (e.stopPropagation(), onOpenDetails(r.titleNumber))}>
          {r.titleNumber}
        </button>
      ),
    },
    { key: "address", header: "Address", sortValue: (r) => r.address, cell: (r) => r.address ?? NA },
    { key: "uprn", header: "UPRN", sortValue: (r) => r.uprn, cell: (r) => r.uprn ?? NA },
    { key: "currentValue", header: "Property Value", sortValue: (r) => r.currentValue, cell: (r) => <CurrentValue valuation={r} /> },
    { key: "rcaValue", header: "RCA Value", sortValue: (r) => r.rcaValue, cell: (r) => money(r.rcaValue) },
    { key: "previousValue", header: "Previous Value", sortValue: (r) => r.previousValue, cell: (r) => money(r.previousValue) },
    { key: "valuationType", header: "Type", sortValue: (r) => r.valuationType, cell: (r) => r.valuationType ?? NA },
    { key: "valuationBasis", header: "Basis", sortValue: (r) => r.valuationBasis, cell: (r) => r.valuationBasis ?? NA },
  ];
  if (list.isPending) return <Skeleton className="h-48 w-full" />;
  if (list.isError) return <QueryError error={list.error} title="Failed to fetch valuations" />;
  if (list.data.valuations.length === 0) return <p className="py-8 text-center text-muted-foreground">No valuations found</p>;
  return <SortableTable aria-label="Valuations" rows={list.data.valuations} columns={columns} rowKey={(r) => r.id} onRowClick={(r) => onOpenDetails(r.titleNumber)} />;
}
