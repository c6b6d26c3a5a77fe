import { countDatasets, datasetsChangedBy, type CountedDataset, type CountRow } from "@/lib/data-version/count-datasets";
import { recordImportChange } from "@/lib/data-version/record-data-change";
import type { BulkLoad, BulkRecordStore } from "./bulk-load";
import { deleteInBatches } from "./delete-in-batches";
import { addMonth, createMonthRange } from "./derive-period";
import { openOutcomes } from "./read-outcomes";
import { restoreSetAsideIndexes, setAsideIndexesForLoad } from "./set-aside-indexes";
import { showProgress } from "./show-progress";
import { getPostcodeArea } from "@/lib/postcode/normalise-postcode";
import { createTally, describeFile, summariseImport, type FileDescription, type Tally } from "./tally-import";
import type { Db, ImportOptions, ImportSummary, Importer, Touched } from "./types";

// Which staged keys a change file's deletes ask about, a statement at a time.
const STAGED_KEY_LOOKUP = 10_000;
// The most rows a load reports the days it touches for (ImportOptions.collectTouched): a month's
// national file is ~100k; past this the summaries' full rebuild is the cheaper way.
const TOUCHED_ROWS_LIMIT = 1_000_000;

type StagedContext = { started: number; label: string; batchSize: number };
type Staged = { file: FileDescription; pendingDeletes: Set<string>; rows: number; outcodes: Set<string> };

/**
 * A bulk store's import reads the file once. Every batch is staged as it is read (the same
 * batches, and the same duplicate-key rejections within a batch, as the two-pass import
 * writes); the period, which is on every row and comes from the whole file's months, is
 * known at the end, and each staged batch is then written with it, a transaction each.
 * Deletes come last, as before, except for keys the file also adds. The scan pass this
 * replaces parsed the file again (0.5-1 s per 200k Price Paid rows), with nothing to overlap
 * it on PostgreSQL.
 */
export async function runStagedImport<R>(db: Db, importer: Importer<R>, store: BulkRecordStore<R>, filePath: string, options: ImportOptions, { started, label, batchSize }: StagedContext): Promise<ImportSummary> {
  const tally = createTally();
  const load = await store.openBulkLoad(db);
  try {
    const staged = await stageFile(importer, load, filePath, options, { label, batchSize, tally, outcodeOf: store.outcodeOf });
    const pending = [...staged.pendingDeletes];
    const reAdded = await listStagedKeys(load, pending);
    const deleteKeys = pending.filter((key) => !reAdded.has(key));
    // The kept counts of what the import changes, counted beside the indexes' build (after the
    // caller's work there, on its thread) when no delete comes after it (decision 148).
    let counted: Map<CountedDataset, CountRow[]> | undefined;
    const meanwhile = options.whileIndexesBuild;
    const whileIndexesBuild =
      meanwhile && !deleteKeys.length
        ? {
            ...meanwhile,
            run: async () => {
              await meanwhile.run();
              counted = await countDatasets(db, datasetsChangedBy(importer.dataset));
            },
          }
        : meanwhile;
    const touched = await writeStaged(db, store, load, { period: staged.file.period, rows: staged.rows, deleteKeys, outcodes: staged.outcodes }, tally, { ...options, whileIndexesBuild }, label);
    tally.totals.deleted += await deleteInBatches(db, importer, deleteKeys, batchSize);
    // Answer caches and kept counts follow the data's version (lib/data-version, decision 112);
    // the counts by county are kept from what the load touched, when it was told (decision 128).
    const { totals } = tally;
    const known = { saleCounties: touched?.counties ? { changes: touched.counties, net: totals.inserted - totals.deleted } : undefined, counted };
    if (totals.inserted + totals.updated + totals.deleted > 0) await recordImportChange(db, importer.dataset, known);
    return summariseImport(importer, filePath, staged.file, tally, started);
  } finally {
    await load.end();
  }
}

/** The one pass over the file: rejections counted, rows staged as read (a batch's COPY in flight while the next is parsed), months and deletes noted. */
async function stageFile<R>(
  importer: Importer<R>,
  load: BulkLoad<R>,
  filePath: string,
  options: ImportOptions,
  { label, batchSize, tally, outcodeOf }: { label: string; batchSize: number; tally: Tally; outcodeOf?: (record: R) => unknown },
): Promise<Staged> {
  const opened = await openOutcomes(importer, filePath, { period: options.period ?? "" });
  const progress = showProgress(`${label} (read) `, opened.totalBytes, options.progress);
  const { totals, reject } = tally;
  const unit = importer.format === "csv" ? "line" : "feature";
  const months = createMonthRange();
  // Deletes wait for the end so that a key deleted and re-added in the same change
  // file ends up present whichever order the two rows came in.
  const pendingDeletes = new Set<string>();
  // The staged rows' outward codes (a few thousand nationally), for the areas a load adds rows to (decision 145).
  const outcodes = new Set<string>();

  // The current batch's keys, for its duplicate-key rejections; its records go straight to the stage.
  let batchKeys = new Map<string, number>();
  let rows = 0;
  // On PostgreSQL a batch's COPY is the server's work: the next batch is parsed meanwhile.
  let inFlight: Promise<void> | null = null;
  const flush = async () => {
    if (!batchKeys.size) return;
    batchKeys = new Map();
    await inFlight;
    inFlight = load.endBatch();
    // Handled when awaited (next flush or the end); this only stops Node calling it unhandled meanwhile.
    inFlight.catch(() => undefined);
  };
  for await (const chunk of opened.outcomes) {
    for (const { position, outcome } of chunk) {
      totals.read++;
      if (outcome.kind === "reject") reject(position, outcome.reason);
      else if (outcome.kind === "delete") pendingDeletes.add(outcome.key);
      else {
        if (outcome.month) addMonth(months, outcome.month);
        const key = importer.keyOf(outcome.record);
        const earlier = batchKeys.get(key);
        if (earlier !== undefined) reject(position, `duplicate key ${key} (first on ${unit} ${earlier})`);
        else {
          batchKeys.set(key, position);
          const outcode = outcodeOf?.(outcome.record);
          if (typeof outcode === "string") outcodes.add(outcode);
          load.add(outcome.record);
          rows++;
          if (batchKeys.size >= batchSize) await flush();
        }
      }
    }
    progress.update(opened.bytesRead(), totals.read);
  }
  await flush();
  await inFlight;
  progress.finish();
  return { file: describeFile(importer, filePath, options, opened.layout, months), pendingDeletes, rows, outcodes };
}

/**
 * Writes the staged batches in order, a transaction each (a load stopped between two stays
 * "loading" and the next run finishes it). Into a table holding fewer rows than the load
 * brings the secondary indexes are set aside first and built once at the end
 * (set-aside-indexes.ts); whatever happens they are built before this returns or throws,
 * and a kill is repaired by the next import's start.
 */
async function writeStaged<R>(
  db: Db,
  store: BulkRecordStore<R>,
  load: BulkLoad<R>,
  { period, rows, deleteKeys, outcodes }: { period: string; rows: number; deleteKeys: string[]; outcodes: ReadonlySet<string> },
  { totals }: Tally,
  options: ImportOptions,
  label: string,
): Promise<Touched | null> {
  const batches = load.stagedBatches();
  const setAside = batches > 0 && (await setAsideIndexesForLoad(db, store.table, rows));
  // What the load touches, read before the stored rows are replaced or deleted (a load that
  // sets the indexes aside is at least the table's size: what was built from it is built again).
  let touched: Touched | null = null;
  if (!setAside && options.collectTouched && rows + deleteKeys.length <= TOUCHED_ROWS_LIMIT) {
    touched = await load.listTouched(deleteKeys);
    if (touched) options.collectTouched(touched);
  }
  if (!batches) return touched;
  const progress = showProgress(`${label} (write)`, batches, options.progress);
  try {
    for (let index = 0; index < batches; index++) {
      const counts = await load.writeStagedBatch(index, { period, indexesSetAside: setAside });
      totals.inserted += counts.inserted;
      totals.updated += counts.updated;
      progress.update(index + 1, totals.inserted + totals.updated);
    }
  } catch (error) {
    // The load failed: its error is the one to see; an index left unbuilt here is built by the next import.
    if (setAside) await restoreSetAsideIndexes(db).catch(() => undefined);
    throw error;
  }
  // Only new rows (none updated; the deletes come after, and are the caller's to weigh): only their areas' markets change.
  if (setAside && store.outcodeOf && totals.updated === 0) options.collectAddedAreas?.(listAreas(outcodes));
  if (setAside) await restoreSetAsideIndexes(db, options.whileIndexesBuild);
  progress.finish();
  return touched;
}

/** The postcode areas of outward codes, as the markets group them (market-indexes.ts). */
function listAreas(outcodes: ReadonlySet<string>): Set<string> {
  return new Set([...outcodes].map((outcode) => getPostcodeArea(outcode) ?? outcode));
}

async function listStagedKeys<R>(load: BulkLoad<R>, keys: string[]): Promise<Set<string>> {
  const staged = new Set<string>();
  for (let i = 0; i < keys.length; i += STAGED_KEY_LOOKUP) for (const key of await load.listStagedKeys(keys.slice(i, i + STAGED_KEY_LOOKUP))) staged.add(key);
  return staged;
}
