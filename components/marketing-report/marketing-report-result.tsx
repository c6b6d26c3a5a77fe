"use client";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ReportActions, ReportSection } from "@/components/ui/report-parts";
import { formatDate, formatGbp } from "@/lib/format/format";
import { marketingReportMutations, marketingReportViewUrl } from "@/lib/marketing-report/api";
import { formatFigure, formatSource, NOT_AVAILABLE } from "@/lib/marketing-report/format-figure";
import { DEMO_NOTICE, SECTION_HEADINGS, SURROUNDING_GROUPS } from "@/lib/marketing-report/report-labels";
import type { FigureGroup, MarketingReport } from "@/lib/marketing-report/schemas";

/** Each figure with its value, the reason when we hold none, and its source and period. */
function Figures({ group, label }: { group: FigureGroup; label: string }) {
  return (
    <dl className="grid gap-0" aria-label={label}>
      {Object.entries(group).map(([key, f]) => (
        <div key={key} className="grid gap-0.5 border-b py-2 text-sm last:border-0 sm:grid-cols-[40%_60%]">
          <dt className="text-muted-foreground">{f.label}</dt>
          <dd className="grid gap-0.5">
            <span className={f.value === null ? "text-muted-foreground" : "font-medium"}>{formatFigure(f)}</span>
            {f.note ? <span className="text-xs text-muted-foreground">{f.note}</span> : null}
            {f.source ? (
              f.source.demo ? (
                <Badge variant="outline" className="w-fit border-dashed">{formatSource(f.source)}</Badge>
              ) : (
                <span className="text-xs text-muted-foreground">Source: {formatSource(f.source)}</span>
              )
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function MarketingReportResult({ report }: { report: MarketingReport }) {
  const { property, surroundings } = report;
  return (
    <div className="grid gap-4" aria-live="polite">
      <Card>
        <CardContent className="flex flex-wrap items-start justify-between gap-4 pt-5">
          <div className="grid gap-1">
            <p className="text-lg font-semibold">{property.address ?? NOT_AVAILABLE}</p>
            <p className="text-sm text-muted-foreground">
              UPRN: {report.uprn} · Report date: {formatDate(report.reportDate)}
              {property.addressSource ? ` · Address: ${formatSource(property.addressSource)}` : ""}
            </p>
            {report.containsDemoData ? (
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge variant="outline" className="border-dashed">Contains demo data</Badge>
                {DEMO_NOTICE}
              </p>
            ) : null}
          </div>
          <ReportActions viewUrl={marketingReportViewUrl(report.uprn)} download={marketingReportMutations.downloadPdf()} variables={report.uprn} />
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <ReportSection title={SECTION_HEADINGS.property}>
          <Figures group={property.attributes} label="Property attributes" />
        </ReportSection>
        <ReportSection title={SECTION_HEADINGS.value}>
          <Figures group={property.value} label="Value" />
          {property.valuationNotes.length ? (
            <ul className="mt-2 grid gap-1 text-xs text-amber-700 dark:text-amber-400" aria-label="Valuation notes">
              {property.valuationNotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </ReportSection>
        <ReportSection title={SECTION_HEADINGS.indoor}>
          <Figures group={property.indoor} label="Indoor" />
        </ReportSection>
        <ReportSection title={SECTION_HEADINGS.outdoor}>
          <Figures group={property.outdoor} label="Outdoor" />
        </ReportSection>
      </div>

      <ReportSection title={SECTION_HEADINGS.comparables}>
        {property.comparables.length ? (
          <Table aria-label="Comparable sales">
            <TableHeader>
              <TableRow>
                <TableHead>Address</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Sold</TableHead>
                <TableHead className="text-right">Price</TableHead>
                <TableHead className="text-right">Distance</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {property.comparables.map((c, i) => (
                <TableRow key={`${c.address}-${c.date}-${i}`}>
                  <TableCell>{c.address}, {c.postcode}</TableCell>
                  <TableCell>{c.propertyType}</TableCell>
                  <TableCell>{formatDate(c.date)}</TableCell>
                  <TableCell className="text-right">{formatGbp(c.price)}</TableCell>
                  <TableCell className="text-right">{c.distanceMetres === null ? "—" : `${c.distanceMetres} m`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <p className="text-sm text-muted-foreground">No comparable sales: the home was not valued.</p>
        )}
        {property.comparables.length ? <p className="mt-2 text-xs text-muted-foreground">HM Land Registry Price Paid sales the valuation weighed most.</p> : null}
      </ReportSection>

      <section className="grid gap-4" aria-labelledby="marketing-surroundings">
        <h3 id="marketing-surroundings" className="text-base font-semibold">{SECTION_HEADINGS.surroundings}</h3>
        <div className="grid gap-4 lg:grid-cols-2">
          {SURROUNDING_GROUPS.map((key) => (
            <ReportSection key={key} title={SECTION_HEADINGS[key]}>
              <Figures group={surroundings[key]} label={SECTION_HEADINGS[key]} />
            </ReportSection>
          ))}
        </div>
      </section>
    </div>
  );
}
