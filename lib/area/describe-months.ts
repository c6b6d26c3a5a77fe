const monthYear = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2013-06" → "Jun 2013"; the input unchanged when it is not a month. */
export function describeMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return /^\d{4}-\d{2}$/.test(month) && !Number.isNaN(date.getTime()) ? monthYear.format(date) : month;
}

/** "Jun 2013–Jun 2014", or one month alone. */
export function describeMonthRange(from: string, to: string): string {
  return from === to ? describeMonth(from) : `${describeMonth(from)}–${describeMonth(to)}`;
}
