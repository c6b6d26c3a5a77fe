import { providerOfDb } from "@/lib/db/client";
import { recordImportChange } from "@/lib/data-version/record-data-change";
import { addMonth, createMonthRange } from "./derive-period";
import { isBulkRecordStore } from "./bulk-load";
import { deleteInBatches, TRANSACTION_OPTIONS } from "./delete-in-batches";
import { openOutcomes } from "./read-outcomes";
import { runStagedImport } from "./run-staged-import";
import { restoreSetAsideIndexes } from "./set-aside-indexes";
import { showProgress } from "./show-progress";
import { createTally, describeFile, summariseImport, type FileDescription } from "./tally-import";
import { setTxDialect } from "./tx-dialect";
import type { Db, ImportOptions, ImportSummary, Importer } from "./types";

const DEFAULT_BATCH_SIZE = 1_000;
// Keeps each transaction short and every IN (…) list under the databases' parameter limits;
// bulk stores bind a batch as one JSON parameter, so only the transaction's length bounds them.
const MAX_BATCH_SIZE = 10_000;
const MAX_BULK_BATCH_SIZE = 200_000;

type Scan = FileDescription & { deleteKeys: Set<string> };

/**
 * Pass 1 reads the file without writing. The period must be on every record, and it comes
 * from the whole file's dates; and a change file may delete a key it also re-adds, which
 * only the whole file can tell. (Bulk stores read the file once instead: run-staged-import.ts.)
 */
async function scanFile<R>(importer: Importer<R>, filePath: string, options: ImportOptions, label: string): Promise<Scan> {
  const opened = await openOutcomes(importer, filePath, { period: options.period ?? "" });
  const progress = showProgress(`${label} (scan) `, opened.totalBytes, options.progress);
  const months = createMonthRange();
  const deleteKeys = new Set<string>();
  let rows = 0;
  for await (const chunk of opened.outcomes) {
    for (const { outcome } of chunk) {
      if (outcome.kind === "upsert" && outcome.month) addMonth(months, outcome.month);
      else if (outcome.kind === "delete") deleteKeys.add(outcome.key);
    }
    rows += chunk.length;
    progress.update(opened.bytesRead(), rows);
  }
  progress.finish();
  return { ...describeFile(importer, filePath, options, opened.layout, months), deleteKeys };
}

/**
 * The dataset-agnostic pipeline: stream → parse (pure, per row) → batch → write (one
 * transaction per batch) → summary, with a progress bar on a terminal. Bad rows are
 * counted and listed, never fatal; only an unreadable file or a database error aborts.
 */
export async function runImport<R>(db: Db, importer: Importer<R>, filePath: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const started = performance.now();
  const label = options.label ?? importer.dataset;
  const maxBatchSize = importer.store.batchSize ? MAX_BULK_BATCH_SIZE : MAX_BATCH_SIZE;
  const batchSize = Math.min(Math.max(1, Math.floor(options.batchSize ?? importer.store.batchSize ?? DEFAULT_BATCH_SIZE)), maxBatchSize);
  // A first bulk load killed with its table's indexes set aside left their definitions: build them first.
  await restoreSetAsideIndexes(db);
  if (isBulkRecordStore(importer.store)) return runStagedImport(db, importer, importer.store, filePath, options, { started, label, batchSize });
  const scan = await scanFile(importer, filePath, options, label);
  return writeFile(db, importer, filePath, options, { started, label, batchSize, scan });
}

type WriteContext = { started: number; label: string; batchSize: number; scan: Scan };

/** Pass 2: the rows written a batch at a time (a transaction each), then the deletes. */
async function writeFile<R>(db: Db, importer: Importer<R>, filePath: string, options: ImportOptions, { started, label, batchSize, scan }: WriteContext): Promise<ImportSummary> {
  const dialect = providerOfDb(db);
  const opened = await openOutcomes(importer, filePath, { period: scan.period });
  const progress = showProgress(`${label} (write)`, opened.totalBytes, options.progress);
  const tally = createTally();
  const { totals, reject } = tally;
  const unit = importer.format === "csv" ? "line" : "feature";

  let batch = new Map<string, { position: number; record: R }>();
  const flush = async () => {
    if (!batch.size) return;
    const records = [...batch.values()].map((entry) => entry.record);
    batch = new Map();
    const counts = await db.$transaction((tx) => importer.store.upsert(setTxDialect(tx, dialect), records), TRANSACTION_OPTIONS);
    totals.inserted += counts.inserted;
    totals.updated += counts.updated;
  };

  // Deletes wait for the end so that a key deleted and re-added in the same change
  // file ends up present whichever order the two rows came in.
  const pendingDeletes = new Set<string>();
  const reAdded = new Set<string>();
  for await (const chunk of opened.outcomes) {
    for (const { position, outcome } of chunk) {
      totals.read++;
      if (outcome.kind === "reject") reject(position, outcome.reason);
      else if (outcome.kind === "delete") pendingDeletes.add(outcome.key);
      else {
        const key = importer.keyOf(outcome.record);
        const earlier = batch.get(key);
        if (earlier) reject(position, `duplicate key ${key} (first on ${unit} ${earlier.position})`);
        else {
          if (scan.deleteKeys.has(key)) reAdded.add(key);
          batch.set(key, { position, record: outcome.record });
          if (batch.size >= batchSize) await flush();
        }
      }
    }
    progress.update(opened.bytesRead(), totals.read);
  }
  await flush();
  totals.deleted += await deleteInBatches(db, importer, [...pendingDeletes].filter((key) => !reAdded.has(key)), batchSize);
  progress.finish();
  // Answer caches and kept counts follow the data's version (lib/data-version, decision 112).
  if (totals.inserted + totals.updated + totals.deleted > 0) await recordImportChange(db, importer.dataset);
  return summariseImport(importer, filePath, scan, tally, started);
}
