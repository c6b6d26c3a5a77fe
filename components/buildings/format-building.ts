import { formatDate, formatNumber } from "@/lib/format/format";

// §2.3/§9: heights to one decimal place, areas to none; the spec's defaults for gaps.
export const DEFAULT_DESCRIPTION = "Building";
export const DEFAULT_HEIGHT_SOURCE = "OS Data";
export const MISSING = "N/A";

export function formatHeight(metres: number | null | undefined): string {
  return metres === null || metres === undefined ? MISSING : `${metres.toFixed(1)} m`;
}

export function formatArea(squareMetres: number | null | undefined): string {
  return squareMetres === null || squareMetres === undefined ? MISSING : `${formatNumber(Math.round(squareMetres))} m²`;
}

export function formatVersionDate(date: string | null | undefined): string {
  return date ? formatDate(date) : MISSING;
}
