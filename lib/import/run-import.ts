import path from "node:path";
import { providerOfDb } from "@/lib/db/client";
import { recordImportChange } from "@/lib/data-version/record-data-change";
import { addMonth, createMonthRange, describePeriod, findPeriodInFileName } from "./derive-period";
import { connectRawPg } from "./pg-copy";
import { openOutcomes } from "./read-outcomes";
import { isBulkRecordStore, type BulkRecordStore } from "./sql-table-store";
import { showProgress } from "./show-progress";
import { setTxDialect } from "./tx-dialect";
import { MAX_LISTED_REJECTIONS, type Db, type ImportOptions, type ImportSummary, type Importer, type Rejection } from "./types";

const DEFAULT_BATCH_SIZE = 1_000;
// Keeps each transaction short and every IN (…) list under the databases' parameter limits;
// bulk stores bind a batch as one JSON parameter, so only the transaction's length bounds them.
const MAX_BATCH_SIZE = 10_000;
const MAX_BULK_BATCH_SIZE = 200_000;
// A batch is a few statements; the generous limit covers a slow disk or a busy server.
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 120_000 };

type Scan = { source: string; period: string; deleteKeys: Set<string> };

/**
 * Pass 1 reads the file without writing. The period must be on every record, and it comes
 * from the whole file's dates; and a change file may delete a key it also re-adds, which
 * only the whole file can tell. Parsing is cheap next to writing, so two passes cost little.
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
  const fromContents = opened.layout ? describePeriod(months, opened.layout.periodStyle) : null;
  return {
    source: opened.layout?.source ?? importer.dataset,
    period: options.period ?? fromContents ?? findPeriodInFileName(filePath) ?? "undated",
    deleteKeys,
  };
}

/**
 * The dataset-agnostic pipeline: stream → parse (pure, per row) → batch → write (one
 * transaction per batch) → summary, with a progress bar on a terminal. Bad rows are
 * counted and listed, never fatal; only an unreadable file or a database error aborts.
 */
export async function runImport<R>(db: Db, importer: Importer<R>, filePath: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const started = performance.now();
  const label = options.label ?? importer.dataset;
  const dialect = providerOfDb(db);
  const maxBatchSize = importer.store.batchSize ? MAX_BULK_BATCH_SIZE : MAX_BATCH_SIZE;
  const batchSize = Math.min(Math.max(1, Math.floor(options.batchSize ?? importer.store.batchSize ?? DEFAULT_BATCH_SIZE)), maxBatchSize);
  const scan = await scanFile(importer, filePath, options, label);
  // Bulk stores on PostgreSQL write their batches by COPY through a raw connection of their own.
  const store = importer.store;
  const raw = dialect === "postgres" && isBulkRecordStore(store) ? { client: await connectRawPg(db), store } : null;
  try {
    return await writeFile(db, importer, filePath, options, { started, label, dialect, batchSize, scan, raw });
  } finally {
    await raw?.client.end();
  }
}

type WriteContext<R> = {
  started: number;
  label: string;
  dialect: ReturnType<typeof providerOfDb>;
  batchSize: number;
  scan: Scan;
  raw: { client: Awaited<ReturnType<typeof connectRawPg>>; store: BulkRecordStore<R> } | null;
};

/** Pass 2: the rows written a batch at a time (a transaction each), then the deletes. */
async function writeFile<R>(db: Db, importer: Importer<R>, filePath: string, options: ImportOptions, { started, label, dialect, batchSize, scan, raw }: WriteContext<R>): Promise<ImportSummary> {
  const opened = await openOutcomes(importer, filePath, { period: scan.period });
  const progress = showProgress(`${label} (write)`, opened.totalBytes, options.progress);

  const totals = { read: 0, inserted: 0, updated: 0, deleted: 0, rejected: 0 };
  const rejections: Rejection[] = [];
  const reject = (line: number, reason: string) => {
    totals.rejected++;
    if (rejections.length < MAX_LISTED_REJECTIONS) rejections.push({ line, reason });
  };
  const unit = importer.format === "csv" ? "line" : "feature";

  let batch = new Map<string, { position: number; record: R }>();
  const write = async (records: R[]) => {
    const counts = raw
      ? await raw.store.upsertByCopy(raw.client, records)
      : await db.$transaction((tx) => importer.store.upsert(setTxDialect(tx, dialect), records), TRANSACTION_OPTIONS);
    totals.inserted += counts.inserted;
    totals.updated += counts.updated;
  };
  // A COPY batch is the database server's work: the next batch is read and parsed while it
  // runs, one batch in flight at most, committed in file order. (Through Prisma on SQLite
  // the write runs on this thread, so there is nothing to overlap.)
  let inFlight: Promise<void> | null = null;
  const flush = async () => {
    if (!batch.size) return;
    const records = [...batch.values()].map((entry) => entry.record);
    batch = new Map();
    if (!raw) return write(records);
    await inFlight;
    inFlight = write(records);
    // Handled when awaited (next flush or the end); this only stops Node calling it unhandled meanwhile.
    inFlight.catch(() => undefined);
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
  await inFlight;
  const deletes = [...pendingDeletes].filter((key) => !reAdded.has(key));
  for (let i = 0; i < deletes.length; i += batchSize) {
    const keys = deletes.slice(i, i + batchSize);
    totals.deleted += await db.$transaction((tx) => importer.store.delete(setTxDialect(tx, dialect), keys), TRANSACTION_OPTIONS);
  }
  progress.finish();
  // Answer caches and kept counts follow the data's version (lib/data-version, decision 112).
  if (totals.inserted + totals.updated + totals.deleted > 0) await recordImportChange(db, importer.dataset);

  return {
    dataset: importer.dataset,
    file: path.basename(filePath),
    source: scan.source,
    period: scan.period,
    unit,
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
