import type { FigureSource, ReportFigure } from "./schemas";
import type { Provenance } from "./types";

// Source ids as the importers write them, named for a reader of the report. Synthetic
// demo rows say so in words, so a printed report cannot pass them off as register data.
const NAMES: Record<string, string> = {
  "hmlr-ppd": "HM Land Registry Price Paid",
  "epc-register": "EPC register",
  "os-open-uprn": "OS Open UPRN",
  "os-codepoint-open": "OS Code-Point Open",
  "os-ngd": "OS National Geographic Database",
  "police-uk": "police.uk street-level crime",
  "planning-data": "planning.data.gov.uk",
  "historic-england": "Historic England, National Heritage List",
};

export const DEMO_SOURCE = "demo";
export const DEMO_SOURCE_NAME = "Demo data (synthetic)";

export function nameSource({ source, period }: Provenance): FigureSource {
  if (source === DEMO_SOURCE) return { name: DEMO_SOURCE_NAME, period: null, demo: true };
  return { name: NAMES[source] ?? source, period, demo: false };
}

/** A figure; a null value needs a note saying why we hold none. */
export function figure(label: string, value: ReportFigure["value"], unit: ReportFigure["unit"], source: FigureSource | null, note: string | null = null): ReportFigure {
  return { label, value, unit, source, note };
}

/** A figure we hold no data for: the note says plainly what is not covered. */
export const notCovered = (label: string, note: string): ReportFigure => figure(label, null, "text", null, note);
