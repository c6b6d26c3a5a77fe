/**
 * A file name that says what and when: `search-NE3-3LJ-1mile-2026-11-26.csv`. Each part is
 * reduced to letters, digits and dashes so no browser or file system rewrites it.
 */
export function nameCsvFile(parts: readonly (string | number | null | undefined)[], asOf: Date): string {
  const words = parts
    .filter((part) => part !== null && part !== undefined && part !== "")
    .map((part) =>
      String(part)
        .trim()
        .replace(/[^A-Za-z0-9.]+/g, "-")
        .replace(/^-+|-+$/g, ""),
    )
    .filter(Boolean);
  return `${[...words, asOf.toISOString().slice(0, 10)].join("-")}.csv`;
}
