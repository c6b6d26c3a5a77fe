// Spec §9: amounts with the £ sign and en-GB grouping; dates en-GB short month and year.
const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const gbpPence = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const monthYear = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const grouped = new Intl.NumberFormat("en-GB");

export function formatGbp(value: number | string | null | undefined, options: { pence?: boolean } = {}): string {
  const n = typeof value === "string" ? Number(value) : value;
  if (n === null || n === undefined || value === "" || !Number.isFinite(n)) return "—";
  return options.pence ? gbpPence.format(n) : gbp.format(n);
}

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? "—" : grouped.format(value);
}

export function formatMonthYear(value: string | Date | null | undefined): string {
  if (!value) return "—";
  const date = typeof value === "string" ? new Date(value.length === 7 ? `${value}-01` : value) : value;
  return Number.isNaN(date.getTime()) ? "—" : monthYear.format(date);
}

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "—";
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "—" : dayMonthYear.format(date);
}

export function formatPercent(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return `${value > 0 ? "+" : ""}${value.toFixed(digits)}%`;
}
