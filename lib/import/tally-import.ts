import path from "node:path";
import { describePeriod, findPeriodInFileName, type MonthRange } from "./derive-period";
import type { OpenedOutcomes } from "./read-outcomes";
import { MAX_LISTED_REJECTIONS, type ImportOptions, type ImportSummary, type Importer, type Rejection } from "./types";

export type Tally = {
  totals: { read: number; inserted: number; updated: number; deleted: number; rejected: number };
  rejections: Rejection[];
  reject: (line: number, reason: string) => void;
};

/** Counts for one file's import; rejections beyond MAX_LISTED_REJECTIONS are counted, not listed. */
export function createTally(): Tally {
  const totals = { read: 0, inserted: 0, updated: 0, deleted: 0, rejected: 0 };
  const rejections: Rejection[] = [];
  const reject = (line: number, reason: string) => {
    totals.rejected++;
    if (rejections.length < MAX_LISTED_REJECTIONS) rejections.push({ line, reason });
  };
  return { totals, rejections, reject };
}

export type FileDescription = { source: string; period: string };

/** The file's source and period: as asked, else from the rows' months, else from its name. */
export function describeFile<R>(importer: Importer<R>, filePath: string, options: ImportOptions, layout: OpenedOutcomes<R>["layout"], months: MonthRange): FileDescription {
  const fromContents = layout ? describePeriod(months, layout.periodStyle) : null;
  return {
    source: layout?.source ?? importer.dataset,
    period: options.period ?? fromContents ?? findPeriodInFileName(filePath) ?? "undated",
  };
}

export function summariseImport<R>(importer: Importer<R>, filePath: string, file: FileDescription, { totals, rejections }: Tally, started: number): ImportSummary {
  return {
    dataset: importer.dataset,
    file: path.basename(filePath),
    source: file.source,
    period: file.period,
    unit: importer.format === "csv" ? "line" : "feature",
    read: totals.read,
    inserted: totals.inserted,
    updated: totals.updated,
    deleted: totals.deleted,
    rejected: totals.rejected,
    unchanged: totals.read - totals.inserted - totals.updated - totals.deleted - totals.rejected,
    rejections,
    seconds: (performance.now() - started) / 1000,
  };
}
