import { describe, expect, it } from "vitest";
import { createLruCache } from "./create-lru-cache";

describe("createLruCache", () => {
  it("drops the least recently used beyond its entry bound", () => {
    const cache = createLruCache<number>({ maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([1, undefined, 3]);
  });

  it("drops the least recently used beyond its weight bound, and never keeps one heavier than the whole budget", () => {
    const cache = createLruCache<number[]>({ maxEntries: 10, maxWeight: 5, weigh: (rows) => rows.length });
    cache.set("a", [1, 2]);
    cache.set("b", [1, 2]);
    expect(cache.weight).toBe(4);
    cache.set("c", [1, 2]);
    expect([cache.get("a"), cache.get("b")?.length, cache.get("c")?.length]).toEqual([undefined, 2, 2]);
    expect(cache.weight).toBe(4);
    cache.set("huge", [1, 2, 3, 4, 5, 6]);
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it("replaces a key's value and its weight", () => {
    const cache = createLruCache<number[]>({ maxEntries: 10, maxWeight: 10, weigh: (rows) => rows.length });
    cache.set("a", [1, 2, 3]);
    cache.set("a", [1]);
    expect(cache.weight).toBe(1);
    cache.delete("a");
    expect([cache.size, cache.weight]).toEqual([0, 0]);
  });
});
