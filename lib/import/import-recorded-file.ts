import path from "node:path";
import { hashFile } from "./hash-file";
import { importFile, type DatasetName } from "./import-file";
import { recordLoad, type LoadTarget } from "./record-load";
import type { Db, ImportOptions, ImportSummary } from "./types";

/** Imports one file with its load state recorded in DatasetLoad (see recordLoad). */
export async function importRecordedFile(db: Db, target: LoadTarget, dataset: DatasetName, filePath: string, options: ImportOptions = {}): Promise<{ summary: ImportSummary; rows: number }> {
  return recordLoad(db, target, async () => {
    const summary = await importFile(db, dataset, filePath, options);
    return { summary, rows: summary.read - summary.rejected };
  });
}

/**
 * A file imported by hand (`npm run import`) is keyed by its dataset and file name, apart
 * from the bundled files' keys, so that a killed manual import shows as partial too.
 */
export async function describeManualImport(dataset: DatasetName, filePath: string): Promise<LoadTarget> {
  const file = path.basename(filePath);
  return { id: `${dataset}:${file}`, file, checksum: await hashFile(filePath) };
}
