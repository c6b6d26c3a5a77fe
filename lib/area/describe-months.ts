import { formatMonthYear } from "@/lib/format/format";

/** "2013-06" → "Jun 2013" (lib/format's month style); the input unchanged when it is not a month. */
export function describeMonth(month: string): string {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? formatMonthYear(month) : month;
}

/** "Jun 2013–Jun 2014", or one month alone. */
export function describeMonthRange(from: string, to: string): string {
  return from === to ? describeMonth(from) : `${describeMonth(from)}–${describeMonth(to)}`;
}
