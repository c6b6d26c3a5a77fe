import { DataSourceLabel } from "@/components/property/data-source-label";
import { nameSource } from "@/lib/property/source-names";
import { DEFAULT_DESCRIPTION, DEFAULT_HEIGHT_SOURCE, formatArea } from "./format-building";
import { HeightBadge } from "./height-badge";

// Where a row came from: our import of OS NGD Building Features, or the live service.
export type BuildingItem = { osid: string; height: number | null; area: number | null; description: string | null; heightSource: string | null; source: string };

/** The facts both result lists show for a building; `extra` adds the search's own. */
export function BuildingDetails({ building, extra }: { building: BuildingItem; extra?: [string, string][] }) {
  const facts: [string, string][] = [
    ["Floor area", formatArea(building.area)],
    ["Type", building.description ?? DEFAULT_DESCRIPTION],
    ["Height source", building.heightSource ?? DEFAULT_HEIGHT_SOURCE],
    ...(extra ?? []),
    ...(building.source === "demo" ? [] : ([["Source", nameSource(building.source)]] as [string, string][])),
  ];
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm" data-testid="building">
      <div className="flex flex-wrap items-center gap-2">
        {building.height !== null ? <HeightBadge metres={building.height} /> : null}
        {building.source === "demo" ? <DataSourceLabel source={building.source} period="" /> : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
