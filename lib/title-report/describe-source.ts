import { formatPeriod } from "@/lib/format/format";

// Source ids as importers write them, named for a reader of the report. Synthetic demo
// rows say so in words, so a printed report cannot pass them off as register data.
const NAMES: Record<string, string> = {
  "hmlr-ccod": "HM Land Registry, UK companies that own property (CCOD)",
  "hmlr-ocod": "HM Land Registry, overseas companies that own property (OCOD)",
  "hmlr-ppd": "HM Land Registry Price Paid",
  "epc-register": "EPC register",
  "os-open-uprn": "OS Open UPRN",
  "os-codepoint-open": "OS Code-Point Open",
  "os-ngd": "OS National Geographic Database",
};

export const DEMO_SOURCE_LABEL = "Demo data (synthetic)";

export function describeSource(source: string, period: string): string {
  if (source === "demo") return DEMO_SOURCE_LABEL;
  return `${NAMES[source] ?? source}, ${formatPeriod(period)}`;
}
