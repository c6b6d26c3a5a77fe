const DAY_MS = 86_400_000;
const DAYS_PER_MONTH = 365.25 / 12;

/** "2022-09" for any instant in September 2022 (UTC). */
export function toMonthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The month keys from `first` to `last` inclusive, oldest first. */
export function listMonths(first: string, last: string): string[] {
  const months: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  for (let guard = 0; guard < 1200; guard++) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The month key `count` months before `month` ("2022-03", 4 → "2021-11"). */
export function shiftMonth(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Age of `date` at `asOf` in months (fractional; negative when after asOf). */
export function monthsBetween(date: Date, asOf: Date): number {
  return (asOf.getTime() - date.getTime()) / DAY_MS / DAYS_PER_MONTH;
}
