import { Badge } from "@/components/ui/badge";
import { formatPeriod } from "@/lib/format/format";

const names: Record<string, string> = {
  "hmlr-ppd": "HM Land Registry Price Paid",
  "os-codepoint-open": "OS Code-Point Open",
  "police-uk": "police.uk",
  "historic-england": "Historic England",
  "epc-register": "EPC register",
};

/** The source's name as screens and exports write it. */
export function sourceName(source: string): string {
  return source === "demo" ? "Demo data (synthetic)" : (names[source] ?? source);
}

/** Where a figure comes from and when it was true; synthetic demo rows say so plainly. */
export function DataSourceLabel({ source, period }: { source: string; period: string }) {
  if (source === "demo") {
    return (
      <Badge variant="outline" className="border-dashed" title="Synthetic demo data generated from real addresses">
        Demo data (synthetic)
      </Badge>
    );
  }
  return (
    <span>
      {sourceName(source)} · {formatPeriod(period)}
    </span>
  );
}
