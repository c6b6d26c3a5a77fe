// The open data's version (DataVersion, one row) and its kept counts (DatasetCount): every
// import and bundled load that committed rows ends by calling recordDataChange, so that
// answer caches in every server process (keyed to the version) and the counts health and
// coverage read stay true without counting on a request (docs/decisions/112).
import { Prisma, type PrismaClient as Db } from "@/lib/generated/sqlite/client";
import { applySaleCountChanges, countDataset, datasetsChangedBy, WHOLE_TABLE, type CountRow, type CountedDataset, type SaleCountChanges } from "./count-datasets";
import { forgetRequestDataVersion, readOncePerRequest } from "./request-data-version";
import { queryRows } from "@/lib/db/query-rows";
import { readCount, readNumber, readText } from "@/lib/db/read-raw-values";

const VERSION_ROW_ID = 1;
// The writes are small; the wait is for another import recording its change at the same moment.
const WAIT_BEHIND_ANOTHER = { maxWait: 30_000, timeout: 60_000 };

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

async function replaceCounts(tx: Tx, dataset: CountedDataset, rows: readonly CountRow[], now: Date) {
  await tx.datasetCount.deleteMany({ where: { dataset } });
  await tx.datasetCount.createMany({ data: rows.map((row) => ({ dataset, key: row.key, count: row.count, updatedAt: now })) });
}

/**
 * What the caller knows of a change already: a Price Paid load's changes by county (decision
 * 128); `counted`, datasets counted already as they now stand (a load counts them while its
 * indexes are built, decision 148).
 */
export type KnownChanges = { saleCounties?: SaleCountChanges; counted?: ReadonlyMap<CountedDataset, CountRow[]> };

/**
 * Recounts `datasets` (the tables that changed) and moves the data version on, in one
 * transaction: a reader that sees the new version sees the new counts. The counting scans
 * run before the transaction, so writers wait only for the small writes. An empty list
 * only moves the version (rows changed that nothing counts, e.g. sales linked to UPRNs).
 * The sales' counts are kept from `known.saleCounties` and the counts before, when those
 * tell them (only an import, which holds the data-load lock, passes them), else recounted;
 * a dataset in `known.counted` is not counted again.
 */
export async function recordDataChange(db: Db, datasets: readonly CountedDataset[], known: KnownChanges = {}, now = new Date()): Promise<number> {
  const unique = [...new Set(datasets)];
  const counted = await Promise.all(
    unique.map(async (dataset) => ({
      dataset,
      rows: known.counted?.get(dataset) ?? ((dataset === "sale" && known.saleCounties && (await keepSaleCounts(db, known.saleCounties))) || (await countDataset(db, dataset))),
    })),
  );
  const version = await db.$transaction(async (tx) => {
    // The version row first: its lock queues a concurrent recording behind this one (on
    // PostgreSQL two imports' count rows would otherwise collide), and readers see the new
    // version only with the new counts, at commit.
    const row = await tx.dataVersion.upsert({
      where: { id: VERSION_ROW_ID },
      create: { id: VERSION_ROW_ID, version: 1, changedAt: now },
      update: { version: { increment: 1 }, changedAt: now },
      select: { version: true },
    });
    for (const { dataset, rows } of counted) await replaceCounts(tx, dataset, rows, now);
    return row.version;
  }, WAIT_BEHIND_ANOTHER);
  forgetRequestDataVersion(db);
  return version;
}

/** The kept sale counts moved by a load's changes (applySaleCountChanges); null when they cannot be. */
async function keepSaleCounts(db: Db, changes: SaleCountChanges): Promise<CountRow[] | null> {
  const kept = await queryRows<{ key: unknown; count: unknown }[]>(db, Prisma.sql`SELECT "key", "count" FROM "DatasetCount" WHERE "dataset" = ${"sale"}`);
  return applySaleCountChanges(
    kept.map((row) => ({ key: readText(row.key) ?? "", count: readCount(row.count) })),
    changes,
  );
}

/** recordDataChange for the tables an import of `importDataset` (ppd, crime, …) writes. */
export function recordImportChange(db: Db, importDataset: string, known: KnownChanges = {}): Promise<number> {
  return recordDataChange(db, datasetsChangedBy(importDataset), known);
}

/**
 * The data's version, or null when no change was ever recorded (a database filled by hand);
 * within a request, the one it read first (request-data-version.ts).
 */
export function readDataVersion(db: Db): Promise<number | null> {
  return readOncePerRequest(db, async () => {
    const [row] = await queryRows<{ version: unknown }[]>(db, Prisma.sql`SELECT "version" FROM "DataVersion" WHERE "id" = ${VERSION_ROW_ID}`);
    return readNumber(row?.version);
  });
}

/**
 * The kept counts of one dataset by key. A database migrated before counts were kept (or
 * never loaded through an import) has none: the dataset is counted once, here, and stored,
 * unless an import stored its counts meanwhile.
 */
export async function readDatasetCounts(db: Db, dataset: CountedDataset): Promise<Map<string, number>> {
  const kept = await queryRows<{ key: unknown; count: unknown }[]>(db, Prisma.sql`SELECT "key", "count" FROM "DatasetCount" WHERE "dataset" = ${dataset}`);
  if (kept.length) return new Map(kept.map((row) => [readText(row.key) ?? "", readCount(row.count)]));
  const rows = await countDataset(db, dataset);
  await db
    .$transaction(async (tx) => {
      if ((await tx.datasetCount.count({ where: { dataset } })) === 0) await replaceCounts(tx, dataset, rows, new Date());
    })
    .catch((error: unknown) => {
      // A read-only database, or another process storing the same counts at once: the
      // answer is still right, and the next read tries to store it again.
      console.warn(`[data-version] could not store the ${dataset} counts:`, error instanceof Error ? error.message : error);
    });
  return new Map(rows.map((row) => [row.key, row.count]));
}

/** The kept whole-table counts of `datasets`, in one read (each missing dataset counted once, as readDatasetCounts does). */
export async function readTableCounts(db: Db, datasets: readonly CountedDataset[]): Promise<Map<CountedDataset, number>> {
  // A few names at most (the datasets of one screen).
  const kept = datasets.length
    ? await queryRows<{ dataset: unknown; count: unknown }[]>(db, Prisma.sql`SELECT "dataset", "count" FROM "DatasetCount" WHERE "key" = ${WHOLE_TABLE} AND "dataset" IN (${Prisma.join([...datasets])})`)
    : [];
  const counts = new Map(kept.map((row) => [readText(row.dataset) as CountedDataset, readCount(row.count)]));
  for (const dataset of datasets) {
    if (!counts.has(dataset)) counts.set(dataset, (await readDatasetCounts(db, dataset)).get(WHOLE_TABLE) ?? 0);
  }
  return counts;
}
