import { Bath, BedDouble, CalendarDays, Ruler } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { formatGbp, formatMonthYear, formatNumber } from "@/lib/format/format";
import type { Property } from "@/lib/property/schemas";
import { DataSourceLabel } from "@/components/property/data-source-label";
import { propertyDate, statusLabel } from "@/components/property/property-status";
import { listFigureSources } from "./list-figure-sources";

const statusClasses: Record<string, string> = {
  sold: "bg-success text-white",
  for_sale: "bg-primary text-primary-foreground",
  to_let: "bg-purple-600 text-white",
};

export function PropertyCard({ property, layout = "grid" }: { property: Property; layout?: "grid" | "list" }) {
  const date = propertyDate(property);
  return (
    <Card className={cn("h-full", layout === "list" && "sm:flex sm:items-center")} data-testid="property-card">
      <CardContent className={cn("grid grid-cols-[minmax(0,1fr)] gap-3 pt-5", layout === "list" && "sm:flex sm:w-full sm:items-center sm:justify-between sm:pt-5")}>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xl font-semibold">
              {formatGbp(property.price)}
              {property.status === "to_let" ? <span className="text-sm font-normal text-muted-foreground"> pcm</span> : null}
            </p>
            <p className="truncate text-sm" title={property.address}>
              {property.address}
            </p>
            <p className="text-xs text-muted-foreground">{property.postcode ?? "Postcode unknown"}</p>
          </div>
          <Badge className={cn("shrink-0 border-transparent", statusClasses[property.status] ?? "bg-secondary text-secondary-foreground")}>{statusLabel(property.status)}</Badge>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-1">
            <dt className="sr-only">Bedrooms</dt>
            <BedDouble className="size-4" aria-hidden />
            <dd>{property.bedrooms ?? "—"}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">Bathrooms</dt>
            <Bath className="size-4" aria-hidden />
            <dd>{property.bathrooms ?? "—"}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">Size</dt>
            <Ruler className="size-4" aria-hidden />
            <dd>{property.sqft ? `${formatNumber(property.sqft)} sq ft` : "—"}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">{property.status === "sold" ? "Sale date" : "Listing date"}</dt>
            <CalendarDays className="size-4" aria-hidden />
            <dd>{formatMonthYear(date)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {property.propertyType ? <span>{property.propertyType}</span> : null}
          {property.nonResidential ? (
            <Badge variant="outline" title="Price Paid type Other or category B: listed, but not in the average price, its change or the trend">
              Non-residential / additional price paid
            </Badge>
          ) : null}
          {property.uprn ? <span>UPRN {property.uprn}</span> : null}
        </div>
        <ul aria-label="Sources" className="grid gap-1 text-xs text-muted-foreground">
          {listFigureSources(property).map((line) => (
            <li key={line.figures}>
              <span>{line.figures}:</span>{" "}
              {line.source === null ? <span>source not recorded</span> : <DataSourceLabel source={line.source} period={line.period} />}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
