"use client";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { SortableTable, type SortableColumn } from "@/components/ui/sortable-table";
import { formatDate, formatGbp } from "@/lib/format/format";
import { portfolioQueries, type Charge } from "@/lib/portfolio/api";
import { CHARGES_SHOWN } from "@/lib/portfolio/describe-portfolio-rows";

const columns: SortableColumn<Charge>[] = [
  { key: "dateRegistered", header: "Date Registered", sortValue: (r) => r.dateRegistered, cell: (r) => (r.dateRegistered ? formatDate(r.dateRegistered) : "N/A") },
  { key: "status", header: "Status", sortValue: (r) => r.status, cell: (r) => <Badge variant={r.status === "Open" ? "destructive" : "secondary"}>{r.status}</Badge> },
  { key: "lender", header: "Lender", sortValue: (r) => r.lender, cell: (r) => r.lender ?? "N/A" },
  { key: "amountSecured", header: "Amount Secured", sortValue: (r) => r.amountSecured, cell: (r) => (r.amountSecured === null ? "N/A" : formatGbp(r.amountSecured)) },
  { key: "chargeType", header: "Charge Type", sortValue: (r) => r.chargeType, cell: (r) => r.chargeType ?? "N/A" },
  { key: "details", header: "Details", sortValue: (r) => r.details, cell: (r) => r.details ?? "", cellClassName: "max-w-md" },
];

export function ChargesTab({ client }: { client: string }) {
  const list = useQuery(portfolioQueries.charges(client));
  if (list.isPending) return <Skeleton className="h-48 w-full" />;
  if (list.isError) return <QueryError error={list.error} title="Failed to fetch charges" />;
  const { charges } = list.data;
  const total = Math.max(list.data.total, charges.length);
  if (charges.length === 0) return <p className="py-8 text-center text-muted-foreground">No charges found</p>;
  return (
    <div className="grid gap-2">
      <SortableTable aria-label="Charges register" rows={charges.slice(0, CHARGES_SHOWN)} columns={columns} rowKey={(r) => r.id} />
      {total > CHARGES_SHOWN ? <p className="text-sm text-muted-foreground">Showing first {CHARGES_SHOWN} of {total} charges</p> : null}
    </div>
  );
}
