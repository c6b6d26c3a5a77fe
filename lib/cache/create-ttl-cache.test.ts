import { describe, expect, it } from "vitest";
import { createTtlCache } from "./create-ttl-cache";

describe("createTtlCache", () => {
  it("returns values until they expire", () => {
    const cache = createTtlCache<string>(10, 1000);
    cache.set("a", "x", 0);
    expect(cache.get("a", 999)).toBe("x");
    expect(cache.get("a", 1000)).toBeUndefined();
  });

  it("drops the least recently used beyond its size", () => {
    const cache = createTtlCache<number>(2, 1000);
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    cache.get("a", 1);
    cache.set("c", 3, 2);
    expect([cache.get("a", 3), cache.get("b", 3), cache.get("c", 3)]).toEqual([1, undefined, 3]);
  });
});
