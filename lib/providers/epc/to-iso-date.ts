/** "2019-03-01" for a date held at UTC midnight; null for none. */
export function toIsoDate(date: Date | null | undefined): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}
