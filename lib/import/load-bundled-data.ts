import { createHash } from "node:crypto";
import path from "node:path";
import { readDataVersion, recordDataChange } from "@/lib/data-version/record-data-change";
import { withDataLoadLock } from "@/lib/db/with-data-load-lock";
import { generateDemoLayers } from "@/lib/demo/generate-demo-layers";
import { BUNDLED_FILES, DEMO_LAYERS_LOAD_ID, type BundledFile } from "./bundled-files";
import { hashFile } from "./hash-file";
import { importRecordedFile } from "./import-recorded-file";
import { linkSalesToUprns } from "./link-sales-to-uprns";
import { linkTitlesToUprns } from "./link-titles-to-uprns";
import { isPartialLoad, recordLoad } from "./record-load";
import { rebuildSaleSummaries, REBUILT_TABLES, SUMMARY_DATASET, SUMMARY_TABLES } from "./rebuild-sale-summaries";
import { gatherPlannerStatistics } from "./gather-planner-statistics";
import { rebuildStreetIndex } from "./rebuild-street-index";
import type { Db, ImportSummary } from "./types";

export type LoadBundledDataOptions = {
  /** The database `db` is connected to: the load holds its data-load lock (lib/db/with-data-load-lock). */
  databaseUrl: string;
  /** Reload files already loaded completely with the same checksum. */
  force?: boolean;
  /** Defaults to ./data/open. */
  dataDir?: string;
  files?: readonly BundledFile[];
  /** One line per dataset and a total; defaults to console.log. */
  log?: (line: string) => void;
  progress?: boolean;
  /** Generate the demo layers after loading (default true). */
  demoLayers?: boolean;
};

export type LoadedFile = {
  id: string;
  dataset: string;
  file: string;
  status: "loaded" | "skipped";
  /** Loaded again because an earlier load stopped part-way (its record was still "loading"). */
  resumed: boolean;
  rows: number;
  seconds: number;
  summary?: ImportSummary;
};
export type LoadBundledDataResult = { files: LoadedFile[]; demoLayers: "generated" | "skipped" | "disabled"; seconds: number };

const formatRows = (rows: number) => rows.toLocaleString("en-GB").padStart(8);

async function loadOne(db: Db, entry: BundledFile, dataDir: string, force: boolean, progress: boolean | undefined): Promise<LoadedFile & { checksum: string }> {
  const started = performance.now();
  const filePath = path.join(dataDir, entry.file);
  const checksum = await hashFile(filePath);
  const previous = await db.datasetLoad.findUnique({ where: { dataset: entry.id } });
  const resumed = previous !== null && isPartialLoad(previous);
  const base = { id: entry.id, dataset: entry.dataset, file: entry.file, checksum, resumed };
  // A partial load is finished even when the file is unchanged: imports are idempotent, so
  // loading the whole file again writes exactly the rows that are missing.
  if (!force && !resumed && previous?.checksum === checksum) return { ...base, status: "skipped", rows: previous.rows, seconds: 0 };
  const target = { id: entry.id, file: entry.file, checksum };
  const { summary, rows } = await importRecordedFile(db, target, entry.dataset, filePath, { period: entry.period, progress, label: entry.dataset });
  return { ...base, status: "loaded", rows, seconds: (performance.now() - started) / 1000, summary };
}

async function loadAll(db: Db, options: LoadBundledDataOptions, log: (line: string) => void): Promise<LoadBundledDataResult> {
  const started = performance.now();
  const dataDir = options.dataDir ?? path.join(process.cwd(), "data", "open");
  const force = options.force ?? false;
  const files: LoadedFile[] = [];
  const checksums: string[] = [];

  for (const entry of options.files ?? BUNDLED_FILES) {
    const { checksum, ...loaded } = await loadOne(db, entry, dataDir, force, options.progress);
    checksums.push(checksum);
    files.push(loaded);
    const rejected = loaded.summary?.rejected ? `, ${loaded.summary.rejected.toLocaleString("en-GB")} rejected` : "";
    const resumed = loaded.resumed ? ", finished a partial load" : "";
    const timing = loaded.status === "skipped" ? "already loaded" : `${loaded.seconds.toFixed(1)} s${rejected}${resumed}`;
    log(`  ${loaded.dataset.padEnd(18)} ${path.basename(entry.file).padEnd(56)} ${formatRows(loaded.rows)} rows  ${timing}`);
  }

  // ---------------------------------------------------------------- HOOK: demo layers
  // Synthetic, clearly labelled layers (source "demo") built by lib/demo from the real data
  // above. Regenerated when the bundle changed (its checksums are the key), when the last
  // generation stopped part-way, or on --force; recorded like a file's load.
  let demoLayers: LoadBundledDataResult["demoLayers"] = "disabled";
  if (options.demoLayers !== false) {
    const demoChecksum = createHash("sha256").update(checksums.join("\n")).digest("hex");
    const previous = await db.datasetLoad.findUnique({ where: { dataset: DEMO_LAYERS_LOAD_ID } });
    if (!force && previous?.checksum === demoChecksum && !isPartialLoad(previous)) demoLayers = "skipped";
    else {
      const hookStarted = performance.now();
      const target = { id: DEMO_LAYERS_LOAD_ID, file: "lib/demo/generate-demo-layers", checksum: demoChecksum };
      const { summary } = await recordLoad(db, target, async () => {
        const summary = await generateDemoLayers(db);
        return { summary, rows: summary.addresses };
      });
      demoLayers = "generated";
      const seconds = ((performance.now() - hookStarted) / 1000).toFixed(1);
      log(`  ${"demo layers".padEnd(18)} ${`synthetic, source "demo", period ${summary.period}`.padEnd(56)} ${formatRows(summary.addresses)} addresses  ${seconds} s`);
    }
  }

  // Sales that arrived without a UPRN (monthly updates, or addresses added since) are
  // linked to the register by the address matcher; a no-op when nothing is new.
  const link = await linkSalesToUprns(db);
  if (link.linked) log(`  ${"uprn links".padEnd(18)} ${"Price Paid sales linked by address matching".padEnd(56)} ${formatRows(link.linked)} sales`);
  // CCOD/OCOD titles come without a UPRN: linked (HIGH only) when titles or addresses were loaded.
  if (files.some((f) => f.status === "loaded" && ["ccod", "ocod", "uprn"].includes(f.dataset))) {
    const titleLinks = await linkTitlesToUprns(db);
    if (titleLinks.linked) log(`  ${"title links".padEnd(18)} ${"CCOD/OCOD titles linked by address matching".padEnd(56)} ${formatRows(titleLinks.linked)} titles`);
  }

  // The matcher's street index follows the register: rebuilt when addresses may have changed,
  // or when it is empty (a database from before the index existed).
  const changed = files.some((f) => f.status === "loaded") || demoLayers === "generated";
  if (changed || !(await db.streetName.findFirst({ select: { id: true } }))) {
    const index = await rebuildStreetIndex(db);
    log(`  ${"street index".padEnd(18)} ${"street names and trigrams for the address matcher".padEnd(56)} ${formatRows(index.streets)} streets`);
  }
  // Links and demo rows change answers after the files' own imports moved the version; a
  // database loaded before versions were kept gets its first (decision 112).
  if (changed || link.linked || (await readDataVersion(db)) === null) await recordDataChange(db, []);
  // Last, after the version it records: the sale summaries the search's area figures read
  // (decision 116), when sales or postcodes were loaded or none were ever built.
  const salesOrPostcodes = files.some((f) => f.status === "loaded" && (f.dataset === "ppd" || f.dataset === "postcodes"));
  const rebuilding = salesOrPostcodes || !(await db.datasetCount.findFirst({ where: { dataset: SUMMARY_DATASET }, select: { key: true } }));
  if (rebuilding) {
    const summaries = await rebuildSaleSummaries(db);
    log(`  ${"sale summaries".padEnd(18)} ${"sales by postcode and sector, month and day".padEnd(56)} ${formatRows(summaries.rows)} rows  ${summaries.seconds.toFixed(1)} s`);
    log(`  ${"market indexes".padEnd(18)} ${"each outward code's valuation date and price index".padEnd(56)} ${formatRows(summaries.markets.outcodes)} rows  ${summaries.markets.seconds.toFixed(1)} s`);
  }
  // PostgreSQL's statistics, and its visibility map, which index-only reads of the summaries
  // (a circle's edge) rely on: summaries rebuilt alone are vacuumed alone.
  if (changed) await gatherPlannerStatistics(db);
  else if (rebuilding) await gatherPlannerStatistics(db, { only: SUMMARY_TABLES, analysed: REBUILT_TABLES });

  const seconds = (performance.now() - started) / 1000;
  const total = files.reduce((sum, f) => sum + f.rows, 0);
  log(`  open data: ${files.length} files, ${total.toLocaleString("en-GB")} rows in ${seconds.toFixed(1)} s`);
  return { files, demoLayers, seconds };
}

/**
 * Loads the bundled open data (data/open) once: each file is recorded in DatasetLoad with
 * its checksum and load state, so later starts skip it unless the file changed, its last
 * load stopped part-way, or `force` is set. One load at a time per database: a second
 * instance waits for the first, then skips what it loaded. The database must already be
 * migrated.
 */
export async function loadBundledData(db: Db, options: LoadBundledDataOptions): Promise<LoadBundledDataResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const onWait = () => log("  waiting for another process to finish loading the open data…");
  return withDataLoadLock(options.databaseUrl, () => loadAll(db, options, log), { onWait });
}
