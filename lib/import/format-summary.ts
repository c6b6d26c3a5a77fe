import type { ImportSummary } from "./types";

const formatCount = (n: number) => n.toLocaleString("en-GB");

/** The closing report of one import, for a person reading a terminal. */
export function formatSummary(summary: ImportSummary): string {
  const lines = [
    `${summary.dataset} ← ${summary.file} (${summary.source}, period ${summary.period}) in ${summary.seconds.toFixed(1)} s`,
    `  read ${formatCount(summary.read)} · inserted ${formatCount(summary.inserted)} · updated ${formatCount(summary.updated)} · ` +
      `deleted ${formatCount(summary.deleted)} · unchanged ${formatCount(summary.unchanged)} · rejected ${formatCount(summary.rejected)}`,
  ];
  for (const rejection of summary.rejections) lines.push(`  ${summary.unit} ${rejection.line}: ${rejection.reason}`);
  const unlisted = summary.rejected - summary.rejections.length;
  if (unlisted > 0) lines.push(`  … and ${formatCount(unlisted)} more rejected ${summary.unit === "line" ? "rows" : "features"}`);
  return lines.join("\n");
}
