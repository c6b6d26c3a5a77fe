import { Home, Percent, PoundSterling, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { formatDate, formatGbp, formatMonthYear, formatNumber, formatPeriod } from "@/lib/format/format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { describePropertyType, PROPERTY_TYPES, type PropertyType } from "@/lib/valuation/property-types";
import type { ValuationResponse } from "@/lib/valuation/schemas";
import { ComparablesTable } from "./comparables-table";

const confidenceStyles: Record<ValuationResponse["confidence"], string> = {
  high: "bg-success text-white",
  medium: "bg-amber-500 text-white",
  low: "bg-destructive text-destructive-foreground",
};

const confidenceText: Record<ValuationResponse["confidence"], string> = {
  high: "Many close sales that agree",
  medium: "Fewer or more varied sales",
  low: "Little or scattered evidence: treat as a rough guide",
};

function typeLabel(type: string): string {
  return (PROPERTY_TYPES as readonly string[]).includes(type) ? describePropertyType(type as PropertyType) : type;
}

function StatCard({ title, icon, value, children, testId }: { title: string; icon: ReactNode; value: string; children?: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        {icon}
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        {children}
      </CardContent>
    </Card>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

export function ValuationResult({ result }: { result: ValuationResponse }) {
  const floorArea = result.floorArea;
  return (
    <section aria-labelledby="valuation-result-title" className="grid gap-6" data-testid="valuation-result">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="valuation-result-title" className="text-xl font-semibold">
            Valuation for {result.address ?? result.postcode}
          </h2>
          <p className="text-sm text-muted-foreground">Value as at {formatDate(result.valuationDate)}, the latest sale in the local data</p>
        </div>
        <Badge className={cn("border-transparent", confidenceStyles[result.confidence])} title={confidenceText[result.confidence]}>
          {result.confidence[0]?.toUpperCase()}
          {result.confidence.slice(1)} confidence
        </Badge>
      </div>

      {result.warnings.length ? (
        <div role="alert" aria-label="Check before relying on this value" className="grid gap-1 rounded-md border border-amber-500 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-4" aria-hidden />
            Check before relying on this value
          </p>
          {result.warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      ) : null}

      <div className="grid gap-4 md:grid-cols-3">
        <StatCard title="Estimated Sale Value" icon={<PoundSterling className="size-4 text-muted-foreground" aria-hidden />} value={formatGbp(result.estimatedValue)} testId="estimated-value">
          <p className="text-xs text-muted-foreground">
            Likely range {formatGbp(result.valueRange.low)} – {formatGbp(result.valueRange.high)}
          </p>
          <p className="text-xs text-muted-foreground">{confidenceText[result.confidence]}</p>
        </StatCard>
        <StatCard title="Estimated Monthly Rent" icon={<Home className="size-4 text-muted-foreground" aria-hidden />} value={formatGbp(result.rentalEstimate)} testId="estimated-rent">
          <p className="text-xs text-muted-foreground">{result.rentBasis}</p>
          {result.rent.demo ? (
            <Badge variant="outline" className="w-fit border-dashed" title="Synthetic demo data generated from real addresses">
              Demo data (synthetic)
            </Badge>
          ) : null}
        </StatCard>
        <StatCard title="Gross Rental Yield" icon={<Percent className="size-4 text-muted-foreground" aria-hidden />} value={`${result.yield.toFixed(2)}%`} testId="gross-yield">
          <p className="text-xs text-muted-foreground">12 × monthly rent ÷ estimated value{result.rent.demo ? " (rent from demo data)" : ""}</p>
        </StatCard>
      </div>

      <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Property Details</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <Detail term="Postcode">{result.postcode}</Detail>
              <Detail term="Property type">{typeLabel(result.propertyType)}</Detail>
              <Detail term="Bedrooms">{result.bedrooms ?? "Not given"}</Detail>
              <Detail term="Bathrooms">{result.bathrooms ?? "Not given"}</Detail>
              <Detail term="Floor area">
                {floorArea ? `${formatNumber(floorArea.sqft)} sq ft` : "Not known"}
                {floorArea?.source === "epc" ? <span className="block text-xs font-normal text-muted-foreground">from the EPC register{floorArea.demo ? " (demo data, not used in the value)" : ""}</span> : null}
              </Detail>
              {result.uprn ? <Detail term="UPRN">{result.uprn}</Detail> : null}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">How this value was reached</CardTitle>
            <CardDescription>
              Sales {result.searchArea}, sold {formatPeriod(result.dataPeriod)} · HM Land Registry Price Paid
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <p>{result.method}</p>
            {result.notes.length ? (
              <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                {result.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : null}
          </CardContent>
        </Card>
      </div>

      {result.subjectHistory?.length ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">This home&apos;s recorded sales</CardTitle>
          </CardHeader>
          <CardContent>
            <Table aria-label="This home's recorded sales">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead className="text-right">Price paid</TableHead>
                  <TableHead className="text-right">Indexed to {formatMonthYear(result.valuationDate)}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {result.subjectHistory.map((sale) => (
                  <TableRow key={`${sale.date}-${sale.price}`}>
                    <TableCell>{formatDate(sale.date)}</TableCell>
                    <TableCell>{sale.propertyType}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatGbp(sale.price)}</TableCell>
                    <TableCell className="text-right tabular-nums">{sale.indexedPrice === null ? "Before the index" : formatGbp(sale.indexedPrice)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Comparable Sales</CardTitle>
          <CardDescription>Adjusted price: moved to {formatMonthYear(result.valuationDate)} by the local index and, where floor areas are known, to this home&apos;s size. Weight: its share of the estimate.</CardDescription>
        </CardHeader>
        <CardContent>
          <ComparablesTable comparables={result.comparables} fileNameParts={[result.postcode, result.propertyType]} caption={`${result.comparables.length} sales ${result.searchArea}. Contains HM Land Registry data © Crown copyright and database right, OGL v3.0.`} />
        </CardContent>
      </Card>
    </section>
  );
}
