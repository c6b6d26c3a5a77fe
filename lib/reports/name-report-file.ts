/** `sra-title-report-100023336956-2026-11-26.pdf`: what and when, in characters every file system keeps. */
export function nameReportFile(parts: readonly string[], asOf: Date, extension: "pdf" | "html"): string {
  const words = parts.map((part) => part.trim().replace(/[^A-Za-z0-9]+/g, "-").replace(/^-+|-+$/g, "")).filter(Boolean);
  return `${[...words, asOf.toISOString().slice(0, 10)].join("-")}.${extension}`;
}
