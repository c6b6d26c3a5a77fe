"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { SortableTable, type SortableColumn } from "@/components/ui/sortable-table";
import { complianceQueries, PORTFOLIO_PAGE_SIZE, portfolioCsvUrl, type PortfolioComplianceRow } from "@/lib/compliance/api";
import { CHECK_COLUMNS, findCheck as find, findWorstCertificate as worstCertificate, SEVERITY } from "@/lib/compliance/portfolio-compliance-csv";
import { StatusBadge } from "./status-badge";

const buildColumns = (onOpen: (uprn: string) => void): SortableColumn<PortfolioComplianceRow>[] => [
  {
    key: "address",
    header: "Address",
    cell: (r) => (
      <span className="flex flex-col items-start">
        <button type="button" className="text-left font-medium underline-offset-2 hover:underline" onClick={() => onOpen(r.uprn)} aria-label={`Check ${r.address}`}>{r.address}</button>
        {r.demo ? <span className="text-xs text-amber-700">Demo data</span> : null}
      </span>
    ),
    sortValue: (r) => r.address,
  },
  { key: "uprn", header: "UPRN", cell: (r) => r.uprn, sortValue: (r) => r.uprn },
  ...CHECK_COLUMNS.map(([key, header]) => ({
    key,
    header,
    cell: (r: PortfolioComplianceRow) => {
      const check = find(r, key);
      return check ? (
        <span title={check.detail} className="flex flex-col items-start gap-1">
          <StatusBadge status={check.status} />
          {check.changesOn ? <span className="text-xs text-muted-foreground">{check.changesOn}</span> : null}
        </span>
      ) : null;
    },
    sortValue: (r: PortfolioComplianceRow) => SEVERITY.indexOf(find(r, key)?.status ?? "unknown"),
  })),
  { key: "certificates", header: "Certificates", cell: (r) => { const worst = worstCertificate(r); return worst ? <StatusBadge status={worst} /> : <span className="text-xs text-muted-foreground">None recorded</span>; }, sortValue: (r) => SEVERITY.indexOf(worstCertificate(r) ?? "unknown") },
];

/**
 * Every property with a UPRN in a client's portfolio, one row each, checked like a single
 * property: shown a page at a time (the table sorts the page shown), exported whole as a
 * CSV the server streams page by page.
 */
export function PortfolioComplianceView({ client, onOpen }: { client: string; onOpen: (uprn: string) => void }) {
  const [offset, setOffset] = useState(0);
  const query = useQuery({ ...complianceQueries.portfolio(client, offset), placeholderData: keepPreviousData });
  if (query.isPending) return <p className="text-sm text-muted-foreground">Checking the {client} portfolio…</p>;
  if (query.isError) return <QueryError title="Could not check this portfolio" error={query.error} />;
  const { rows, total, client: named } = query.data;
  const failing = rows.filter((r) => r.checks.some((c) => c.status === "fail")).length;
  const first = total === 0 ? 0 : query.data.offset + 1;
  const last = query.data.offset + rows.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{named.name}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {total} {total === 1 ? "property" : "properties"} with a UPRN; showing {first}–{last}, {failing} of them with a failing check.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {rows.length === 0 ? <p className="text-sm text-muted-foreground">No property in this portfolio has a UPRN yet.</p> : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={portfolioCsvUrl(client)} download aria-label={`Export all ${total} as CSV`}>
                  <Download aria-hidden />
                  Export all {total} as CSV
                </a>
              </Button>
              <nav aria-label="Pages of the portfolio" className="ml-auto flex items-center gap-2">
                <Button type="button" variant="outline" size="sm" disabled={offset === 0 || query.isFetching} onClick={() => setOffset(Math.max(0, offset - PORTFOLIO_PAGE_SIZE))}>Previous</Button>
                <Button type="button" variant="outline" size="sm" disabled={last >= total || query.isFetching} onClick={() => setOffset(offset + PORTFOLIO_PAGE_SIZE)}>Next</Button>
              </nav>
            </div>
            <SortableTable rows={rows} columns={buildColumns(onOpen)} rowKey={(r) => r.propertyId} aria-label="Portfolio compliance" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
