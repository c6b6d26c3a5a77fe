// Spec §9 "Formats": amounts use the £ sign with en-GB grouping.
const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const gbpWhole = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const decimal2 = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const EMPTY = "—";

/** £ to the penny, without ".00" on whole pounds (£121,250 but £1,821.02). */
export function formatGbp(pounds: number | null | undefined): string {
  if (pounds === null || pounds === undefined || !Number.isFinite(pounds)) return EMPTY;
  const value = pounds || 0; // no "-£0"
  return Number.isInteger(value) ? gbpWhole.format(value) : gbp.format(value);
}

/** £ always to the penny, for columns of monthly amounts. */
export function formatGbpPence(pounds: number | null | undefined): string {
  if (pounds === null || pounds === undefined || !Number.isFinite(pounds)) return EMPTY;
  return gbp.format(pounds || 0);
}

/** £ in whole pounds, for projections where pence would be false precision. */
export function formatGbpWhole(pounds: number | null | undefined): string {
  if (pounds === null || pounds === undefined || !Number.isFinite(pounds)) return EMPTY;
  return gbpWhole.format(Math.round(pounds) || 0);
}

export function formatPercent(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return EMPTY;
  return `${decimal2.format(percent || 0)}%`;
}
