// The period a record or a set of figures covers, as the UI shows it beside its source
// ("hmlr-ppd 2022-01..2022-09").
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** "2022-01..2022-09", or one month alone; null without dates. */
export function describeDateRange(first: Date | null, last: Date | null): string | null {
  if (!first || !last) return null;
  const from = monthKey(first);
  const to = monthKey(last);
  return from === to ? from : `${from}..${to}`;
}

/** The range of a list of dates (walked, never spread: a list can be long). */
export function describePeriod(dates: readonly Date[]): string | null {
  let first: Date | null = null;
  let last: Date | null = null;
  for (const date of dates) {
    if (!first || date < first) first = date;
    if (!last || date > last) last = date;
  }
  return describeDateRange(first, last);
}
