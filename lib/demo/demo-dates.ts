import { DAY_MS } from "./demo-constants";
import type { Random } from "./seeded-random";

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addYears(date: Date, years: number): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

/** A whole day in [from, to], both inclusive, at the time of day of `from`. */
export function pickDay(random: Random, from: Date, to: Date): Date {
  return addDays(from, random.integer(0, Math.max(0, daysBetween(from, to))));
}

export function latestOf(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

export function earliestOf(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "14 March 2022", as the register writes dates; UTC so the server's zone never shifts it. */
export function formatRegisterDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ""} ${date.getUTCFullYear()}`;
}
