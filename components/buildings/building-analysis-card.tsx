import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { BuildingAnalysis } from "@/lib/buildings/schemas";
import { BuildingDetails } from "./building-details";
import { formatHeight } from "./format-building";
import { IncompleteNote } from "./incomplete-note";

/** §2.3 "Property Building Analysis": the area's figures and its 10 tallest buildings. */
export function BuildingAnalysisCard({ analysis }: { analysis: BuildingAnalysis }) {
  const stats = analysis.buildingAnalysis;
  const figures: [string, string][] = [
    ["Total buildings in area", String(stats.totalBuildings)],
    ["Buildings with height data", String(stats.buildingsWithHeight)],
    ["Average height", formatHeight(stats.averageHeight)],
    ["Maximum height", formatHeight(stats.maxHeight)],
    ["Minimum height", formatHeight(stats.minHeight)],
  ];
  const classes: [string, number][] = [
    ["Low-rise (under 18 m)", stats.heightDistribution.lowRise],
    ["Mid-rise (18 to under 60 m)", stats.heightDistribution.midRise],
    ["High-rise (60 m and above)", stats.heightDistribution.highRise],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Property Building Analysis</CardTitle>
        <p className="text-sm">{analysis.property.address ?? `UPRN ${analysis.uprn}`}</p>
        <p className="text-sm text-muted-foreground">Buildings within {analysis.radiusMetres} m of the property.</p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <IncompleteNote complete={analysis.complete} />
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Height figures">
          {figures.map(([term, value]) => (
            <div key={term} className="rounded-md border p-3">
              <dt className="text-xs text-muted-foreground">{term}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="height-distribution">
          <h3 id="height-distribution" className="mb-2 font-medium">Height Distribution</h3>
          <dl className="grid gap-2 sm:grid-cols-3">
            {classes.map(([term, count]) => (
              <div key={term} className="flex justify-between rounded-md border px-3 py-2 text-sm">
                <dt>{term}</dt>
                <dd className="font-semibold">{count}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="nearby-buildings">
          <h3 id="nearby-buildings" className="mb-2 font-medium">Nearby Buildings</h3>
          {analysis.buildings.length === 0 ? (
            <p className="text-sm text-muted-foreground">No buildings with height data found in this area.</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {analysis.buildings.map((b) => (
                <BuildingDetails key={b.osid} building={b} />
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
