import { describe, expect, it } from "vitest";
import { createRandom, hashString } from "./seeded-random";

describe("createRandom", () => {
  it("gives the same sequence for the same key and a different one for another key", () => {
    const a = createRandom("27 BRADWELL ROAD");
    const b = createRandom("27 BRADWELL ROAD");
    const c = createRandom("29 BRADWELL ROAD");
    const first = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(first);
    expect([c.next(), c.next(), c.next()]).not.toEqual(first);
  });

  it("keeps integers inside their inclusive bounds and hits both ends", () => {
    const random = createRandom("bounds");
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) seen.add(random.integer(3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it("picks weighted options in proportion to their weights", () => {
    const random = createRandom("weights");
    let heavy = 0;
    for (let i = 0; i < 10_000; i++) if (random.weighted([["heavy", 9], ["light", 1]]) === "heavy") heavy++;
    expect(heavy / 10_000).toBeGreaterThan(0.87);
    expect(heavy / 10_000).toBeLessThan(0.93);
  });

  it("refuses to pick from an empty list", () => {
    expect(() => createRandom("empty").pick([])).toThrow("empty");
  });
});

describe("hashString", () => {
  it.each([
    ["", 0],
    ["NE1 1AD", 0],
    ["NE1 1AD", 1],
  ])("is a stable 53-bit integer for %j (seed %i)", (text, seed) => {
    const hash = hashString(text, seed);
    expect(Number.isSafeInteger(hash)).toBe(true);
    expect(hash).toBe(hashString(text, seed));
  });
});
