"use client";
import { X } from "lucide-react";
import { useRef } from "react";
import { DataSourceLabel } from "@/components/property/data-source-label";
import { formatPropertyPrice } from "@/components/property/format-property-price";
import { propertyDate, statusLabel } from "@/components/property/property-status";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { pricePerSqft } from "@/lib/comparison/schemas";
import { formatGbp, formatMonthYear, formatNumber } from "@/lib/format/format";
import type { Property } from "@/lib/property/schemas";
import { useHorizontalOverflow } from "./use-horizontal-overflow";

// Spec §2: the comparison table's columns.
const COLUMNS = ["Property", "Price", "Price/sqft", "Bedrooms", "Bathrooms", "Size", "Status", "Date", "Actions"];
const compact = "px-2 first:pl-0 last:pr-0";

/**
 * The compared properties side by side. Compact enough for every column to show at 1440 px;
 * narrower, it scrolls sideways, and the scroll is marked: a shade on the edge that hides
 * columns and a line saying so.
 */
export function ComparisonTable({ properties, onRemove }: { properties: Property[]; onRemove: (property: Property) => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  const { overflowing, hiddenStart, hiddenEnd } = useHorizontalOverflow(scroller);
  return (
    <div className="grid gap-1">
      <div className="relative">
        <div
          ref={scroller}
          className="overflow-x-auto"
          data-testid="comparison-scroller"
          // A scrolling region is reachable by keyboard, so its columns can be scrolled to without a mouse.
          {...(overflowing ? { tabIndex: 0, role: "region", "aria-label": "Comparison table, scrolls sideways" } : {})}
        >
          <table aria-label="Properties compared" className="w-full caption-bottom text-sm">
            <TableHeader>
              <TableRow>
                {COLUMNS.map((h) => (
                  <TableHead key={h} className={cn(compact, "whitespace-nowrap")}>
                    {h}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {properties.map((p) => {
                const perSqft = p.status === "to_let" ? null : pricePerSqft(p.price, p.sqft);
                return (
                  <TableRow key={p.id}>
                    <TableCell className={cn(compact, "min-w-40 max-w-64")}>
                      <p className="truncate font-medium" title={p.address}>
                        {p.address}
                      </p>
                      <p className="truncate text-xs text-muted-foreground">
                        {p.propertyType ?? "Unknown type"} · {p.postcode}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        <DataSourceLabel source={p.source} period={p.period} />
                      </p>
                    </TableCell>
                    <TableCell className={cn(compact, "whitespace-nowrap")}>{formatPropertyPrice(p)}</TableCell>
                    <TableCell className={cn(compact, "whitespace-nowrap")}>{perSqft === null ? "—" : formatGbp(perSqft)}</TableCell>
                    <TableCell className={compact}>{p.bedrooms ?? "—"}</TableCell>
                    <TableCell className={compact}>{p.bathrooms ?? "—"}</TableCell>
                    <TableCell className={cn(compact, "whitespace-nowrap")}>{p.sqft ? `${formatNumber(p.sqft)} sq ft` : "—"}</TableCell>
                    <TableCell className={compact}>
                      <Badge variant="secondary" className="whitespace-nowrap">
                        {statusLabel(p.status)}
                      </Badge>
                    </TableCell>
                    <TableCell className={cn(compact, "whitespace-nowrap")}>{formatMonthYear(propertyDate(p))}</TableCell>
                    <TableCell className={compact}>
                      <Button size="icon" variant="ghost" aria-label={`Remove ${p.address}`} onClick={() => onRemove(p)}>
                        <X aria-hidden />
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </table>
        </div>
        <div aria-hidden className={cn("pointer-events-none absolute inset-y-0 left-0 w-6 bg-gradient-to-r from-card to-transparent transition-opacity", hiddenStart ? "opacity-100" : "opacity-0")} />
        <div
          aria-hidden
          data-testid="comparison-scroll-shade"
          className={cn("pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-card via-card/70 to-transparent shadow-[inset_-10px_0_8px_-8px_rgb(0_0_0/0.25)] transition-opacity", hiddenEnd ? "opacity-100" : "opacity-0")}
        />
      </div>
      {overflowing ? (
        <p className="text-xs text-muted-foreground" role="note">
          {hiddenEnd ? "More columns to the right: scroll the table sideways." : "Scroll the table sideways to see every column."}
        </p>
      ) : null}
    </div>
  );
}
