import { formatDate, formatGbp, formatNumber, formatPercent, formatPeriod } from "@/lib/format/format";
import type { FigureSource, ReportFigure } from "./schemas";

export const NOT_AVAILABLE = "Not available";
export const NOT_COVERED = "Not covered";

/** A figure's value as the screen and the printed report both write it. */
export function formatFigure({ value, unit, note }: Pick<ReportFigure, "value" | "unit"> & { note?: string | null }): string {
  // What no bundled dataset holds says so in the value too, not only in its note.
  if (value === null) return note?.startsWith(NOT_COVERED) ? NOT_COVERED : NOT_AVAILABLE;
  if (typeof value === "object") return `${formatGbp(value[0])} – ${formatGbp(value[1])}`;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return unit === "date" ? formatDate(value) : value;
  switch (unit) {
    case "gbp":
      return formatGbp(value);
    case "gbp-per-month":
      return `${formatGbp(value)} a month`;
    case "gbp-per-year":
      return `${formatGbp(value, { pence: "if-any" })} a year`;
    case "percent":
      return formatPercent(value, { digits: 2, signed: false });
    case "sqft":
      return `${formatNumber(value)} sq ft`;
    case "sqm":
      return `${formatNumber(Math.round(value))} m²`;
    case "metres":
      return `${formatNumber(Math.round(value * 10) / 10)} m`;
    case "per-1000":
      return formatNumber(Math.round(value * 10) / 10);
    default:
      return formatNumber(value);
  }
}

/** "EPC register, Sept 2026"; synthetic data is named as such, with no period. */
export function formatSource(source: FigureSource | null): string {
  if (!source) return "—";
  return source.period ? `${source.name}, ${formatPeriod(source.period)}` : source.name;
}
