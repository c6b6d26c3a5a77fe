import { providerOfDb } from "@/lib/db/client";
import { listDatasetTables, type DatasetName } from "./import-file";
import { importRecordedFile, describeManualImport } from "./import-recorded-file";
import { linkSalesToUprns, type LinkSummary } from "./link-sales-to-uprns";
import { linkTitlesToUprns } from "./link-titles-to-uprns";
import { buildSummariesAside, dropSummariesAside, readCurrentSummaryBuild, rebuildSaleSummaries, REBUILT_TABLES, SUMMARY_TABLES, type RebuildSummary } from "./rebuild-sale-summaries";
import { rebuildStreetIndex, STREET_INDEX_TABLES } from "./rebuild-street-index";
import { gatherPlannerStatistics } from "./gather-planner-statistics";
import { MARKETS_READ_BY, workOutMarkets, type WorkedMarkets } from "./market-indexes";
import { recordDataChange } from "@/lib/data-version/record-data-change";
import { listPartialLoads } from "./list-partial-loads";
import type { Db, ImportOptions, ImportSummary, Touched, TouchedDay } from "./types";
import { settleAll } from "./settle-all";

export type ImportAndLinkResult = {
  summary: ImportSummary;
  saleLinks?: LinkSummary;
  titleLinks?: LinkSummary;
  streets?: number;
  /** The sale summaries rebuilt after a Price Paid or postcode import (docs/decisions/116). */
  summaries?: RebuildSummary;
  /** Seconds spent linking and indexing after the rows were written. */
  linkSeconds: number;
};

// Every import writes its load's row, and moves the data version and the kept counts.
const RECORD_TABLES = ["DatasetLoad", "DataVersion", "DatasetCount"] as const;

const linksSales = (dataset: DatasetName) => dataset === "ppd" || dataset === "uprn";
const linksTitles = (dataset: DatasetName) => dataset === "ccod" || dataset === "ocod" || dataset === "uprn";

/**
 * The tables an import of `dataset` writes, before the summaries: its rows, its record,
 * and what its links and the street index write. Only these can have changed, so only
 * their planner statistics are gathered after it (decision 122): the rest were sampled
 * again for nothing (a second of a PostgreSQL import into the bundle).
 */
export function listTablesWritten(dataset: DatasetName): string[] {
  return [
    ...new Set([
      ...listDatasetTables(dataset),
      ...RECORD_TABLES,
      ...(linksSales(dataset) ? ["Sale"] : []),
      ...(linksTitles(dataset) ? ["Title"] : []),
      ...(dataset === "uprn" ? STREET_INDEX_TABLES : []),
    ]),
  ];
}

/**
 * What `npm run import -- <dataset> <file>` does: the file's load recorded in DatasetLoad
 * ("loading" until the last batch, so a killed import shows as partial), then the links
 * and index that follow from the dataset, the summaries and markets the search and the
 * valuation read, and the planner's statistics. The bench times this same function.
 *
 * The links and the summaries touch different rows (a sale's UPRN; the summaries and markets
 * read neither it nor the version the links move, decision 116), so on PostgreSQL, where the
 * server does much of each, they run side by side, each on a connection of its own, with the
 * statistics of the tables the import and its links wrote gathered meanwhile (decisions 121,
 * 122). SQLite's driver runs one statement at a time in this process: there they run one
 * after the other.
 */
export async function importAndLink(db: Db, dataset: DatasetName, filePath: string, options: ImportOptions = {}): Promise<ImportAndLinkResult> {
  const target = await describeManualImport(dataset, filePath);
  // On SQLite a load large enough to set Sale's indexes aside works the markets out while
  // the indexes other than the one they read are built on a worker thread: the markets read
  // only the sales, which the links and summaries leave as they are, and are written after
  // the summaries' rebuild as before. Not on PostgreSQL: its server builds an index on both
  // cores already, and the markets beside it took twice as long (and run beside the links).
  let markets: WorkedMarkets | undefined;
  // The areas a load that set Sale's indexes aside added sales to, when it changed no stored one: the other areas' markets stand (decision 145).
  let addedAreas: ReadonlySet<string> | undefined;
  // Then the summaries are built into copies beside the rest of the indexes (decision 148): a
  // failure there leaves the rebuild to be made after them, as before.
  let builtAside = false;
  const whileIndexesBuild =
    dataset === "ppd" && providerOfDb(db) === "sqlite"
      ? {
          reads: [MARKETS_READ_BY],
          run: async () => {
            markets = await workOutMarkets(db, addedAreas);
            builtAside = await buildSummariesAside(db).then(
              () => true,
              () => false,
            );
          },
        }
      : undefined;
  // Summaries of the sales as they stand, with no load left part-way (whose rows no summary
  // or kept count holds yet): refreshed after a Price Paid load for the days it touches only
  // (decision 126), and its counts by county kept from the counties it touches (decision 128).
  let touched: TouchedDay[] | undefined;
  const refreshable = dataset === "ppd" && (await readCurrentSummaryBuild(db)) !== null && (await listPartialLoads(db)).length === 0;
  const collectTouched = refreshable ? ({ days }: Touched) => void (touched = days) : undefined;
  const collectAddedAreas = refreshable ? (areas: ReadonlySet<string>) => void (addedAreas = areas) : undefined;
  const { summary } = await importRecordedFile(db, target, dataset, filePath, { ...options, whileIndexesBuild, collectTouched, collectAddedAreas });
  const started = performance.now();
  const result: ImportAndLinkResult = { summary, linkSeconds: 0 };
  // A file that changed nothing leaves current summaries and statistics as they are.
  const changed = summary.inserted + summary.updated + summary.deleted > 0;
  const written = listTablesWritten(dataset);
  const links = async () => {
    if (linksSales(dataset)) result.saleLinks = await linkSalesToUprns(db);
    if (linksTitles(dataset)) result.titleLinks = await linkTitlesToUprns(db);
    if (dataset === "uprn") result.streets = (await rebuildStreetIndex(db)).streets;
    // The import recorded its change before the links were made; answers cached since then
    // (e.g. a sale's UPRN) are stale until the version moves again (decision 112).
    if ((result.saleLinks?.linked ?? 0) + (result.titleLinks?.linked ?? 0) > 0) await recordDataChange(db, []);
  };
  // The search's area figures read summaries of the sales by postcode and sector, which
  // record the version they were built at (decision 116); the valuation reads the markets
  // built after them (decision 120).
  // A change file's deletes come after the indexes are built (run-staged-import.ts): markets
  // worked out and summaries built before them are not of the sales there are, and are made
  // again. The touched days hold the deleted sales' days already.
  // Nor do the areas a load added to say where its deletes were.
  const known = summary.deleted ? { touched } : { markets, touched, addedAreas, builtAside };
  const summaries = async () => {
    try {
      if ((dataset === "ppd" || dataset === "postcodes") && (changed || !(await readCurrentSummaryBuild(db)))) result.summaries = await rebuildSaleSummaries(db, known);
    } finally {
      // Not swapped in (deletes came after them, or nothing changed): the connection's copies go.
      if (builtAside) await dropSummariesAside(db);
    }
  };
  if (providerOfDb(db) === "postgres") {
    const linksThenStatistics = async () => {
      await links();
      if (changed) await gatherPlannerStatistics(db, { only: written });
    };
    await settleAll([linksThenStatistics(), summaries()]);
    // The rows the rebuild replaced are vacuumed once the links' transactions, which could
    // still see them, are done; the rebuild analysed the tables it filled (decision 149).
    if (result.summaries) await gatherPlannerStatistics(db, { only: SUMMARY_TABLES, analysed: REBUILT_TABLES });
  } else {
    await links();
    await summaries();
    if (changed) await gatherPlannerStatistics(db, { only: [...written, ...SUMMARY_TABLES] });
  }
  result.linkSeconds = (performance.now() - started) / 1000;
  return result;
}
