import type { FigureSource, ReportFigure } from "./schemas";
import type { Provenance } from "./types";
import { DEMO_SOURCE, DEMO_SOURCE_NAME, nameSource as nameSourceId } from "@/lib/property/source-names";

// Names come from the one table (lib/property/source-names); a figure keeps its period
// apart so the report can print it beside the value.
export function nameSource({ source, period }: Provenance): FigureSource {
  if (source === DEMO_SOURCE) return { name: DEMO_SOURCE_NAME, period: null, demo: true };
  return { name: nameSourceId(source), period, demo: false };
}

/** A figure; a null value needs a note saying why we hold none. */
export function figure(label: string, value: ReportFigure["value"], unit: ReportFigure["unit"], source: FigureSource | null, note: string | null = null): ReportFigure {
  return { label, value, unit, source, note };
}

/** A figure we hold no data for: the note says plainly what is not covered. */
export const notCovered = (label: string, note: string): ReportFigure => figure(label, null, "text", null, note);
