import { createRandom } from "@/lib/demo/seeded-random";
import { describe, expect, it } from "vitest";
import { parseIds, selectMostShared, unpackIds } from "./street-postings.server";

// The count that replaces `GROUP BY "streetId" ORDER BY COUNT(*) DESC, "streetId" LIMIT n`
// over StreetTrigram (decision 113): compared with that ordering done the plain way.
function mostSharedPlainly(lists: readonly number[][], limit: number): number[] {
  const counts = new Map<number, number>();
  for (const list of lists) for (const id of list) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit).map(([id]) => id);
}

const postings = (ids: number[]) => ({ ids: Int32Array.from(ids), max: ids.length ? Math.max(...ids) : -1 });

// Deterministic (the demo layers' seeded generator), so a failure can be replayed.
function random(seed: number) {
  const generator = createRandom(`street-postings-${seed}`);
  return () => generator.next();
}

describe("selectMostShared", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])("orders by lists shared then id, cut inside a tie (seed %i)", (seed) => {
    const next = random(seed);
    const streets = 50 + Math.floor(next() * 2000);
    const lists = Array.from({ length: 1 + Math.floor(next() * 12) }, () => {
      const share = next() * 0.6;
      return Array.from({ length: streets }, (_, id) => id).filter(() => next() < share);
    });
    for (const limit of [1, 7, 200, streets + 5]) expect(selectMostShared(lists.map(postings), limit)).toEqual(mostSharedPlainly(lists, limit));
  });

  it.each<[string, number[][], number, number[]]>([
    ["nothing to count", [], 200, []],
    ["empty lists", [[], []], 200, []],
    ["fewer ids than the limit", [[5, 3], [3]], 200, [3, 5]],
    ["a tie cut at the limit, lowest ids kept", [[9, 4, 7, 1], [9, 4, 7, 1], [2]], 3, [1, 4, 7]],
    ["more lists shared before lower ids", [[8], [8, 0], [8, 0, 3]], 2, [8, 0]],
    ["id 0", [[0]], 1, [0]],
    ["no limit", [[1]], 0, []],
  ])("%s", (_, lists, limit, expected) => {
    expect(selectMostShared(lists.map(postings), limit)).toEqual(expected);
  });
});

describe("parseIds", () => {
  it("reads what group_concat and string_agg write", () => {
    expect(parseIds("12,7,300,0,2147483647")).toEqual({ ids: Int32Array.from([12, 7, 300, 0, 2147483647]), max: 2147483647 });
    expect(parseIds("42")).toEqual({ ids: Int32Array.from([42]), max: 42 });
    expect(parseIds("")).toEqual({ ids: new Int32Array(0), max: -1 });
  });

  it.each(["1,,2", "1,", ",1", "1;2", "-1", "1.5", "2147483648"])("refuses %s rather than count a wrong street", (text) => {
    expect(() => parseIds(text)).toThrow();
  });
});

describe("unpackIds", () => {
  const pack = (ids: number[]) => {
    const bytes = Buffer.alloc(ids.length * 4);
    ids.forEach((id, i) => bytes.writeInt32LE(id, i * 4));
    return bytes;
  };
  const IDS = [0, 7, 255, 256, 70_000, 16_777_216, 2_147_483_647];

  it("views a large aligned read in place", () => {
    const bytes = new Uint8Array(pack(IDS));
    const { ids, max } = unpackIds(bytes, IDS.length);
    expect([...ids]).toEqual(IDS);
    expect(max).toBe(2_147_483_647);
    expect(ids.buffer).toBe(bytes.buffer);
  });

  it.each([1, 2, 3])("copies bytes at offset %i of a larger buffer (an Int32Array needs a multiple of 4)", (offset) => {
    const whole = Buffer.alloc(IDS.length * 4 + 8);
    pack(IDS).copy(whole, offset);
    const { ids, max } = unpackIds(whole.subarray(offset, offset + IDS.length * 4), IDS.length);
    expect([...ids]).toEqual(IDS);
    expect(max).toBe(2_147_483_647);
    expect(ids.buffer).not.toBe(whole.buffer);
  });

  it("copies an aligned slice of a shared buffer (Node's pool), so the cache does not keep the pool", () => {
    const whole = Buffer.alloc(64);
    pack(IDS).copy(whole, 8);
    const { ids } = unpackIds(whole.subarray(8, 8 + IDS.length * 4), IDS.length);
    expect([...ids]).toEqual(IDS);
    expect(ids.buffer).not.toBe(whole.buffer);
  });

  it("reads an empty list", () => {
    expect(unpackIds(new Uint8Array(0), 0)).toEqual({ ids: new Int32Array(0), max: -1 });
  });

  it.each<[string, Uint8Array, number]>([
    ["a length that is not the count's", pack([1, 2]), 3],
    ["a length not a multiple of 4", new Uint8Array(7), 2],
    ["ids out of order", pack([1, 5, 3]), 3],
    ["an id twice", pack([4, 4]), 2],
    ["a negative id", pack([-1, 2]), 2],
  ])("refuses %s rather than count a wrong street", (_, bytes, count) => {
    expect(() => unpackIds(bytes, count)).toThrow();
  });
});
