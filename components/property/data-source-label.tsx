import { Badge } from "@/components/ui/badge";
import { formatPeriod } from "@/lib/format/format";
import { DEMO_SOURCE, DEMO_SOURCE_NAME, nameSource } from "@/lib/property/source-names";

/** Where a figure comes from and when it was true; synthetic demo rows say so plainly. */
export function DataSourceLabel({ source, period }: { source: string; period: string }) {
  if (source === DEMO_SOURCE) {
    return (
      <Badge variant="outline" className="border-dashed" title="Synthetic demo data generated from real addresses">
        {DEMO_SOURCE_NAME}
      </Badge>
    );
  }
  return (
    <span>
      {nameSource(source)} · {formatPeriod(period)}
    </span>
  );
}
