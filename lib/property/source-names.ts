import { formatPeriod } from "@/lib/format/format";

// Source ids as the importers write them (each row's `source`), named for a reader: one
// table for screens, exports and reports. Synthetic demo rows say so in words, so no
// screen or printed report can pass them off as register data.
const SOURCE_NAMES: Record<string, string> = {
  "hmlr-ppd": "HM Land Registry Price Paid",
  "hmlr-ccod": "HM Land Registry, UK companies that own property (CCOD)",
  "hmlr-ocod": "HM Land Registry, overseas companies that own property (OCOD)",
  "epc-register": "EPC register",
  "epc-register-non-domestic": "EPC register, non-domestic certificates",
  "epc-live": "EPC register (live)",
  "os-open-uprn": "OS Open UPRN",
  "os-codepoint-open": "OS Code-Point Open",
  "os-ngd": "OS National Geographic Database",
  "os-ngd-buildings": "OS NGD Buildings (imported)",
  "os-ngd-live": "OS NGD features API (live)",
  "police-uk": "police.uk street-level crime",
  "planning-data": "planning.data.gov.uk",
  "historic-england": "Historic England, National Heritage List",
};

export const DEMO_SOURCE = "demo";
export const DEMO_SOURCE_NAME = "Demo data (synthetic)";

/** "hmlr-ppd" → "HM Land Registry Price Paid"; an unknown id is shown as it is. */
export function nameSource(source: string): string {
  return source === DEMO_SOURCE ? DEMO_SOURCE_NAME : (SOURCE_NAMES[source] ?? source);
}

/** The source with its period: "HM Land Registry Price Paid, Jan 2022 – Sept 2022"; demo rows have no period. */
export function describeSource(source: string, period: string | null): string {
  if (source === DEMO_SOURCE || !period) return nameSource(source);
  return `${nameSource(source)}, ${formatPeriod(period)}`;
}
