import type { CountyChange } from "@/lib/data-version/count-datasets";
import type { BulkLoad } from "./bulk-load";
import { settleAll } from "./settle-all";
import type { Touched, TouchedDay, WriteCounts } from "./types";

/**
 * The lane of `lanes` a key is staged and written in: a hash of the whole key, so that a key
 * repeated anywhere in a file is always in the same lane.
 */
export function chooseLane(key: string, lanes: number): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return (hash >>> 0) % lanes;
}

/**
 * One load made of several (decision 137): each record goes to the lane its key hashes to,
 * every lane ends each batch, and batch `index` is written in every lane at once, each lane's
 * part a transaction of its own. A key repeated in the file is staged in one lane only, so its
 * later row is still written after its earlier one, and no two lanes write the same row. The
 * table's key must be its only unique constraint (Sale's is).
 */
export function splitLoadByKey<R>(lanes: readonly BulkLoad<R>[], keyOf: (record: R) => string): BulkLoad<R> {
  // Side by side; the first failure is thrown once every lane has stopped.
  const each = <T>(work: (lane: BulkLoad<R>, index: number) => Promise<T>) => settleAll(lanes.map(work));
  const none: WriteCounts = { inserted: 0, updated: 0 };
  // Rows each lane was given since the last batch ended; and each batch's number in each lane,
  // null where the lane was given none of its rows (a lane stages no empty batch).
  const added = lanes.map(() => 0);
  const batches: (number | null)[][] = [];
  return {
    add: (record) => {
      const lane = chooseLane(keyOf(record), lanes.length);
      added[lane]!++;
      (lanes[lane] as BulkLoad<R>).add(record);
    },
    endBatch: async () => {
      // Taken before anything is awaited: the next batch's rows are added while this one is staged.
      const given = added.slice();
      added.fill(0);
      batches.push(lanes.map((lane, index) => (given[index] ? lane.stagedBatches() : null)));
      await each((lane, index) => (given[index] ? lane.endBatch() : Promise.resolve()));
    },
    listStagedKeys: async (keys) => new Set((await each((lane) => lane.listStagedKeys(keys))).flatMap((staged) => [...staged])),
    // The stored rows the deletes name are counted once: by the first lane (none of them is staged).
    listTouched: async (deleteKeys) => mergeTouched(await each((lane, index) => lane.listTouched(index === 0 ? deleteKeys : []))),
    writeStagedBatch: async (index, write) => {
      const counts = await each((lane, laneIndex) => {
        const own = batches[index]?.[laneIndex];
        return own === null || own === undefined ? Promise.resolve(none) : lane.writeStagedBatch(own, write);
      });
      return counts.reduce((sum, part) => ({ inserted: sum.inserted + part.inserted, updated: sum.updated + part.updated }), none);
    },
    stagedBatches: () => batches.length,
    end: async () => void (await each((lane) => lane.end())),
  };
}

/**
 * The lanes' touched days and counties as one load's: days once each; each county's changes
 * on each side summed, with the first and last of their days. Unknown (null) where any lane's
 * are: a key staged twice is in one lane, so a lane sees every repeat of its keys.
 */
export function mergeTouched(parts: readonly (Touched | null)[]): Touched | null {
  const days = new Map<string, TouchedDay>();
  const counties = new Map<string, CountyChange>();
  let countiesKnown = true;
  for (const part of parts) {
    if (!part) return null;
    for (const day of part.days) days.set(`${day[0]}\u0000${day[1]}`, day);
    if (!part.counties) countiesKnown = false;
    for (const change of part.counties ?? []) {
      const key = `${change.county ?? ""}\u0000${change.county === null}\u0000${change.side}`;
      const seen = counties.get(key);
      counties.set(key, seen ? { ...seen, count: seen.count + change.count, first: change.first < seen.first ? change.first : seen.first, last: change.last > seen.last ? change.last : seen.last } : change);
    }
  }
  return { days: [...days.values()], counties: countiesKnown ? [...counties.values()] : null };
}
