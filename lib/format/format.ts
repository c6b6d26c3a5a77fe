// The one home of display formats (spec §9): amounts with the £ sign and en-GB grouping;
// dates en-GB with a short month. The screens use it, and so does the little server-side
// prose there is (a valuation's method, the demo's charge schedules), so both write £ alike.
const EMPTY = "—";
const gbpWhole = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const gbpPence = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const monthYear = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const grouped = new Intl.NumberFormat("en-GB");
const decimals = new Map<number, Intl.NumberFormat>();

function decimalFormat(digits: number): Intl.NumberFormat {
  let format = decimals.get(digits);
  if (!format) {
    format = new Intl.NumberFormat("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits });
    decimals.set(digits, format);
  }
  return format;
}

/**
 * Pounds with the £ sign. `pence`: false (the default) rounds to whole pounds; true always
 * shows pence (columns of monthly amounts); "if-any" shows them only when there are some
 * (£121,250 but £1,821.02). Never "-£0".
 */
export function formatGbp(value: number | string | null | undefined, { pence = false }: { pence?: boolean | "if-any" } = {}): string {
  const n = typeof value === "string" ? Number(value) : value;
  if (n === null || n === undefined || value === "" || !Number.isFinite(n)) return EMPTY;
  const showPence = pence === "if-any" ? !Number.isInteger(n) : pence;
  return showPence ? gbpPence.format(n || 0) : gbpWhole.format(Math.round(n) || 0);
}

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? EMPTY : grouped.format(value);
}

export function formatMonthYear(value: string | Date | null | undefined): string {
  if (!value) return EMPTY;
  const date = typeof value === "string" ? new Date(value.length === 7 ? `${value}-01` : value) : value;
  return Number.isNaN(date.getTime()) ? EMPTY : monthYear.format(date);
}

/**
 * A period as people read it: "2022-01..2022-09" (how sources and figures record the months
 * they cover) → "Jan 2022 – Sept 2022"; one month → "Jan 2022". Other text is returned as is.
 */
export function formatPeriod(period: string | null | undefined): string {
  if (!period) return EMPTY;
  const months = period.split("..");
  if (months.length > 2 || !months.every((m) => /^\d{4}-\d{2}(-\d{2})?$/.test(m))) return period;
  const [from, to] = months.map((m) => formatMonthYear(m.slice(0, 7)));
  return to && to !== from ? `${from} – ${to}` : (from ?? period);
}

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return EMPTY;
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? EMPTY : dayMonthYear.format(date);
}

/**
 * A percentage with en-GB grouping. `signed` (the default) marks a rise with "+", for
 * changes such as 12-month growth; rates and yields pass `signed: false`.
 */
export function formatPercent(value: number | null | undefined, { digits = 1, signed = true }: { digits?: number; signed?: boolean } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  const n = value || 0;
  return `${signed && n > 0 ? "+" : ""}${decimalFormat(digits).format(n)}%`;
}
