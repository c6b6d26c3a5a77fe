// A load split into lanes by key (decision 137): the lanes' answers combined as one load's,
// and each batch's rows written in the same batch of every lane, whichever lanes they reach.
// The lanes here keep their rows in memory; the PostgreSQL lanes themselves are exercised by
// every Price Paid import test on PostgreSQL (staged-import, set-aside-indexes, import-and-link).
import { describe, expect, it } from "vitest";
import type { BulkLoad, StagedWrite } from "./bulk-load";
import { chooseLane, mergeTouched, splitLoadByKey } from "./split-load-by-key";
import type { Touched } from "./types";

type Row = { key: string };
const write: StagedWrite = { period: "", indexesSetAside: false };

/** A lane that stages rows in memory and writes them to `written` as (lane, its batch, key). */
function createMemoryLane(lane: number, written: string[]): BulkLoad<Row> {
  const staged: string[][] = [];
  let current: string[] = [];
  return {
    add: (row) => void current.push(row.key),
    endBatch: async () => {
      if (current.length) staged.push(current);
      current = [];
    },
    listStagedKeys: async (keys) => new Set(keys.filter((key) => staged.some((batch) => batch.includes(key)))),
    listTouched: async () => null,
    writeStagedBatch: async (index) => {
      for (const key of staged[index] ?? []) written.push(`${lane}:${index}:${key}`);
      return { inserted: staged[index]?.length ?? 0, updated: 0 };
    },
    stagedBatches: () => staged.length,
    end: async () => undefined,
  };
}

describe("a load split into lanes by key", () => {
  it("sends a key to the same lane every time, and spreads keys over the lanes", () => {
    const keys = Array.from({ length: 1000 }, (_, i) => `{${String(i).padStart(8, "0")}-0000-4000-8000-000000000000}`);
    const lanes = keys.map((key) => chooseLane(key, 2));
    expect(keys.map((key) => chooseLane(key, 2))).toEqual(lanes);
    const first = lanes.filter((lane) => lane === 0).length;
    expect(first).toBeGreaterThan(400);
    expect(first).toBeLessThan(600);
    expect(keys.every((key) => chooseLane(key, 1) === 0)).toBe(true);
  });

  it("writes each batch's rows in that batch, when a lane was given none of a batch's rows", async () => {
    const written: string[] = [];
    const load = splitLoadByKey([createMemoryLane(0, written), createMemoryLane(1, written)], (row) => row.key);
    // Batch 0 only in lane 0, batch 1 in both, batch 2 only in lane 1.
    const [a, b] = [["k1", "k2", "k3", "k4", "k5", "k6"].filter((key) => chooseLane(key, 2) === 0), ["k1", "k2", "k3", "k4", "k5", "k6"].filter((key) => chooseLane(key, 2) === 1)];
    expect(a.length && b.length).toBeTruthy();
    const batches = [[a[0]!], [a[0]!, b[0]!], [b[0]!]];
    for (const batch of batches) {
      for (const key of batch) load.add({ key });
      await load.endBatch();
    }
    expect(load.stagedBatches()).toBe(3);
    const counts = [];
    for (let index = 0; index < 3; index++) counts.push((await load.writeStagedBatch(index, write)).inserted);
    expect(counts).toEqual([1, 2, 1]);
    expect(written).toEqual([`0:0:${a[0]}`, `0:1:${a[0]}`, `1:0:${b[0]}`, `1:1:${b[0]}`]);
    expect(await load.listStagedKeys([a[0]!, b[0]!, "missing"])).toEqual(new Set([a[0], b[0]]));
  });

  it("counts the next batch's rows that arrive while a batch is staged in the next batch", async () => {
    const written: string[] = [];
    const load = splitLoadByKey([createMemoryLane(0, written), createMemoryLane(1, written)], (row) => row.key);
    const keys = Array.from({ length: 20 }, (_, i) => `key-${i}`);
    for (const key of keys.slice(0, 10)) load.add({ key });
    const staging = load.endBatch();
    for (const key of keys.slice(10)) load.add({ key });
    await staging;
    await load.endBatch();
    const inserted = [(await load.writeStagedBatch(0, write)).inserted, (await load.writeStagedBatch(1, write)).inserted];
    expect(inserted).toEqual([10, 10]);
  });

  it("merges the lanes' touched days and counties as one load's", () => {
    const lane0: Touched = {
      days: [["NE3 3LJ", "2022-01-05"], ["NE3 3LJ", "2022-02-01"]],
      counties: [
        { county: "TYNE AND WEAR", side: 1, count: 3, first: "2022-01-05", last: "2022-02-01" },
        { county: null, side: 1, count: 1, first: "2022-03-01", last: "2022-03-01" },
      ],
    };
    const lane1: Touched = {
      days: [["NE3 3LJ", "2022-02-01"], ["NE1 1AA", "2021-12-31"]],
      counties: [
        { county: "TYNE AND WEAR", side: 1, count: 2, first: "2021-12-31", last: "2022-01-20" },
        { county: "TYNE AND WEAR", side: -1, count: 1, first: "2021-06-01", last: "2021-06-01" },
        { county: "", side: 1, count: 4, first: "2022-04-01", last: "2022-04-02" },
      ],
    };
    const merged = mergeTouched([lane0, lane1]);
    expect(merged?.days).toEqual([["NE3 3LJ", "2022-01-05"], ["NE3 3LJ", "2022-02-01"], ["NE1 1AA", "2021-12-31"]]);
    expect(merged?.counties).toEqual([
      { county: "TYNE AND WEAR", side: 1, count: 5, first: "2021-12-31", last: "2022-02-01" },
      { county: null, side: 1, count: 1, first: "2022-03-01", last: "2022-03-01" },
      { county: "TYNE AND WEAR", side: -1, count: 1, first: "2021-06-01", last: "2021-06-01" },
      { county: "", side: 1, count: 4, first: "2022-04-01", last: "2022-04-02" },
    ]);
    expect(mergeTouched([lane0, { ...lane1, counties: null }])).toEqual({ days: merged?.days, counties: null });
    expect(mergeTouched([lane0, null])).toBeNull();
  });
});
