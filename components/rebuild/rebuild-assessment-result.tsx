"use client";
import { TriangleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ReportActions, ReportRow, ReportSection } from "@/components/ui/report-parts";
import { formatDate, formatGbp } from "@/lib/format/format";
import { rebuildMutations, rebuildViewUrl, type RebuildRequest } from "@/lib/rebuild/api";
import { BUILD_PERIOD_LABELS, PROPERTY_TYPE_LABELS, REBUILD_SECTIONS } from "@/lib/rebuild/report-labels";
import type { RebuildAssessment } from "@/lib/rebuild/schemas";

const perSqm = (value: number) => `${formatGbp(value)} per m²`;

/** Every line of the assessment, as the printed report has it. */
export function RebuildAssessmentResult({ report, request }: { report: RebuildAssessment; request: RebuildRequest }) {
  const { assessment, property, rebuildCost, surveyor } = report;
  const area = rebuildCost.floorArea;
  return (
    <div className="grid gap-4" aria-live="polite">
      <Card>
        <CardContent className="flex flex-wrap items-start justify-between gap-4 pt-5">
          <div className="grid gap-2">
            <div className="flex flex-wrap gap-2">
              {rebuildCost.rate.indicative ? <Badge variant="outline">Indicative rates</Badge> : null}
              {area.demo ? <Badge variant="outline" className="border-dashed border-amber-700 text-amber-800">Demo data</Badge> : null}
              {surveyor.needed ? <Badge variant="destructive">Surveyor needed</Badge> : null}
            </div>
            <p className="text-sm text-muted-foreground">{REBUILD_SECTIONS.estimate}</p>
            <p className="text-3xl font-semibold" data-testid="estimated-rebuild-cost">{formatGbp(assessment.estimatedRebuildCost)}</p>
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              <div><dt className="inline text-muted-foreground">UPRN: </dt><dd className="inline">{report.uprn}</dd></div>
              <div><dt className="inline text-muted-foreground">Assessment date: </dt><dd className="inline">{formatDate(assessment.assessmentDate)}</dd></div>
            </dl>
          </div>
          <ReportActions viewUrl={rebuildViewUrl(request)} download={rebuildMutations.downloadPdf()} variables={request} />
        </CardContent>
      </Card>

      {surveyor.needed ? (
        <Card role="alert" className="border-destructive">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <TriangleAlert className="size-4 text-destructive" aria-hidden />
              {REBUILD_SECTIONS.surveyor}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm">{surveyor.reasons.map((reason) => <li key={reason}>{reason}</li>)}</ul>
          </CardContent>
        </Card>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <ReportSection title={REBUILD_SECTIONS.property}>
          <dl>
            <ReportRow label="Address">{property.address ?? "Not available"}</ReportRow>
            <ReportRow label="Property type">{PROPERTY_TYPE_LABELS[property.attributes.property_type] ?? property.attributes.property_type}</ReportRow>
            <ReportRow label="Build period">{BUILD_PERIOD_LABELS[property.attributes.build_period] ?? property.attributes.build_period}</ReportRow>
            <ReportRow label="Gross external floor area">{property.attributes.floor_area} m²</ReportRow>
            <ReportRow label="Floor area source">{area.basis === "epc" ? `${area.source}: ${area.internalSqm} m² internal + ${area.allowancePercent}%` : area.source}</ReportRow>
          </dl>
        </ReportSection>
        <ReportSection title={REBUILD_SECTIONS.breakdown}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-1.5 font-medium">Item</th>
                <th scope="col" className="py-1.5 font-medium">Basis</th>
                <th scope="col" className="py-1.5 text-right font-medium">Amount</th>
              </tr>
            </thead>
            <tbody>
              {rebuildCost.lines.map((line) => (
                <tr key={line.key} className="border-b align-top">
                  <td className="py-1.5 pr-2">{line.label}</td>
                  <td className="py-1.5 pr-2 text-muted-foreground">{line.basis}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatGbp(line.amountGbp)}</td>
                </tr>
              ))}
              <tr className="font-medium">
                <th scope="row" className="py-1.5 text-left">Total</th>
                <td className="py-1.5 text-muted-foreground">Rounded up to {formatGbp(rebuildCost.roundedTotalGbp)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatGbp(rebuildCost.totalGbp)}</td>
              </tr>
            </tbody>
          </table>
        </ReportSection>
      </div>

      <ReportSection title={REBUILD_SECTIONS.methodology}>
        <p className="text-sm">{assessment.methodology}</p>
      </ReportSection>
      <ReportSection title={REBUILD_SECTIONS.considerations}>
        <ul className="list-disc space-y-1 pl-5 text-sm">{assessment.considerations.map((text) => <li key={text}>{text}</li>)}</ul>
      </ReportSection>
      <ReportSection title={REBUILD_SECTIONS.sources}>
        <dl>
          <ReportRow label="Rate set">{`${rebuildCost.rate.rateSet}${rebuildCost.rate.indicative ? " (indicative)" : ""}`}</ReportRow>
          <ReportRow label="Rate source">{rebuildCost.rate.source}</ReportRow>
          <ReportRow label="Price date">{formatDate(rebuildCost.rate.priceDate)}</ReportRow>
          <ReportRow label="Base rate">{perSqm(rebuildCost.rate.baseRatePerSqm)}</ReportRow>
          <ReportRow label="Region">{`${rebuildCost.rate.region} × ${rebuildCost.rate.regionFactor} (${rebuildCost.rate.regionBasis})`}</ReportRow>
          <ReportRow label="Rate applied">{perSqm(rebuildCost.rate.ratePerSqm)}</ReportRow>
        </dl>
        {report.dataNotes.map((note) => (
          <p key={note} className="mt-2 text-sm text-amber-800">{note}</p>
        ))}
      </ReportSection>
    </div>
  );
}
