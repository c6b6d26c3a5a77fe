import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { BuildingSearch } from "@/lib/buildings/schemas";
import { BuildingDetails } from "./building-details";
import { formatVersionDate, MISSING } from "./format-building";
import { IncompleteNote } from "./incomplete-note";

function describeArea(search: BuildingSearch): string {
  const area = search.area;
  if (area.kind === "circle") return `Within ${area.radiusMetres} m of ${area.latitude},${area.longitude}.`;
  const filter = search.minHeight > 0 ? `, at least ${search.minHeight} m tall` : "";
  return `In the area ${area.west},${area.south},${area.east},${area.north}${filter}.`;
}

/** §2.3 "Building Search Results": how many have a height, and the 20 tallest. */
export function BuildingSearchCard({ search }: { search: BuildingSearch }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Building Search Results</CardTitle>
        <p className="text-sm" aria-live="polite">
          Found {search.numberMatched} buildings with height data
        </p>
        <p className="text-sm text-muted-foreground">
          {describeArea(search)}
          {search.numberMatched > search.numberReturned ? ` The ${search.numberReturned} tallest are shown.` : ""}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <IncompleteNote complete={search.complete} />
        {search.features.length === 0 ? (
          <p className="text-sm text-muted-foreground">No buildings found in the specified area.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {search.features.map(({ properties: p }) => (
              <BuildingDetails
                key={p.osid}
                building={{ osid: p.osid, height: p.relativeheightmaximum, area: p.geometry_area, description: p.description, heightSource: p.height_source, source: p.source }}
                extra={[
                  ["OS ID", p.osid || MISSING],
                  ["Version date", formatVersionDate(p.versiondate)],
                ]}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
