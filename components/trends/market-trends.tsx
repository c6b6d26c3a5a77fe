"use client";
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useState, type FormEvent } from "react";
import { useUrlState } from "@/components/forms/use-url-state";
import { Button } from "@/components/ui/button";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatGbp, formatMonthYear, formatNumber, formatPeriod } from "@/lib/format/format";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { CsvColumn } from "@/lib/csv/build-csv";
import { trendsQueries } from "@/lib/trends/api";
import type { MonthPoint } from "@/lib/trends/compute-trends";
import { readTrendsUrl, writeTrendsUrl, type TrendFilters } from "./trends-url";

const TrendsChart = dynamic(() => import("./trends-chart"), { ssr: false, loading: () => <Skeleton className="h-80 w-full" /> });

// "All" is every residential type (the server leaves out type Other and category B); Other is asked for by name.
const TYPES: Record<string, string> = { all: "All residential types", D: "Detached", S: "Semi-detached", T: "Terraced", F: "Flats", O: "Other (non-residential)" };

// The table's columns as numbers a spreadsheet can chart; source and period as the card shows them.
function trendCsvColumns(source: string, period: string | null): CsvColumn<MonthPoint>[] {
  return [
    { header: "Month", value: (p) => p.month },
    { header: "Median price (£)", value: (p) => p.medianPrice },
    { header: "Average price (£)", value: (p) => p.averagePrice },
    { header: "Sales", value: (p) => p.volume },
    { header: "Source", value: () => source },
    { header: "Period", value: () => period },
  ];
}

/** The filters as typed, filled from `initial` (the URL's) when it mounts. */
function TrendFiltersForm({ initial, busy, onSubmit }: { initial: TrendFilters; busy: boolean; onSubmit: (filters: TrendFilters) => void }) {
  const [area, setArea] = useState(initial.area);
  const [type, setType] = useState(initial.propertyType);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ area: area.trim(), propertyType: type });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm sm:flex-row sm:items-end" aria-label="Trend filters">
      <div className="grid flex-1 gap-2">
        <Label htmlFor="trend-area">Area</Label>
        <Input id="trend-area" value={area} onChange={(e) => setArea(e.target.value)} placeholder="Outward code (NE3), sector (NE3 3) or town; empty for all" />
      </div>
      <div className="grid gap-2 sm:w-48">
        <Label htmlFor="trend-type">Property type</Label>
        <Select value={type} onValueChange={setType}>
          <SelectTrigger id="trend-type" aria-label="Property type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(TYPES).map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Loading..." : "Show trends"}
      </Button>
    </form>
  );
}

export function MarketTrends() {
  // The filters live in the URL (issue 9 item 13): shareable, reloadable, back returns to the previous ones.
  const { state: params, formKey, pushState } = useUrlState(readTrendsUrl, writeTrendsUrl);
  const { data, isPending, isError, error, isFetching } = useQuery(trendsQueries.trends(params));

  return (
    <div className="grid gap-5">
      <TrendFiltersForm key={formKey} initial={params} busy={isFetching} onSubmit={pushState} />
      {isPending ? (
        <Skeleton className="h-96" />
      ) : isError ? (
        <QueryError error={error} fallback="Trends could not be loaded." />
      ) : (
        <Card aria-live="polite">
          <CardHeader>
            <CardTitle className="text-base">
              {data.area} · {TYPES[data.propertyType]}
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              {formatNumber(data.totalSales)} sales, {data.period ? formatPeriod(data.period) : "no period"} · {data.source}
            </p>
            <p className="text-xs text-muted-foreground">{data.basis}</p>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div className="h-80">
              <TrendsChart series={data.series} />
            </div>
            <ExportCsvButton className="justify-self-end" rows={data.series} columns={trendCsvColumns(data.source, data.period)} fileNameParts={["trends", data.area || "all-areas", data.propertyType]} />
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Month</TableHead>
                  <TableHead className="text-right">Median price</TableHead>
                  <TableHead className="text-right">Average price</TableHead>
                  <TableHead className="text-right">Sales</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.series.map((p) => (
                  <TableRow key={p.month}>
                    <TableCell>{formatMonthYear(p.month)}</TableCell>
                    <TableCell className="text-right">{formatGbp(p.medianPrice)}</TableCell>
                    <TableCell className="text-right">{formatGbp(p.averagePrice)}</TableCell>
                    <TableCell className="text-right">{p.volume}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
