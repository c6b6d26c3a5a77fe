import type { Db } from "./types";

/** "loading" from the first batch until the last has committed; anything else is complete. */
export type LoadStatus = "loading" | "complete";

/** One file's row in DatasetLoad: its key, the file as the operator named it, and its checksum. */
export type LoadTarget = { id: string; file: string; checksum: string };

/**
 * Runs one file's load between two writes to DatasetLoad: status "loading" with startedAt
 * before the first batch, "complete" with rows and loadedAt after the last. Each batch
 * commits on its own (a national file is far too big for one transaction), so a load
 * killed or failed in between leaves "loading" behind, which is how the next run and
 * "About the data" know the rows are partial.
 */
export async function recordLoad<T extends { rows: number }>(db: Db, target: LoadTarget, load: () => Promise<T>): Promise<T> {
  const started = { file: target.file, checksum: target.checksum, status: "loading" satisfies LoadStatus, startedAt: new Date() };
  await db.datasetLoad.upsert({ where: { dataset: target.id }, create: { dataset: target.id, rows: 0, ...started }, update: started });
  const result = await load();
  await db.datasetLoad.update({ where: { dataset: target.id }, data: { status: "complete" satisfies LoadStatus, rows: result.rows, loadedAt: new Date() } });
  return result;
}

/** A record left "loading" by a load that stopped part-way (or is running right now). */
export function isPartialLoad(record: { status: string }): boolean {
  return record.status === ("loading" satisfies LoadStatus);
}
