import { describe, expect, it } from "vitest";
import { median, weightedMedian, weightedQuantile } from "./weighted-median";

const w = (pairs: [number, number][]) => pairs.map(([value, weight]) => ({ value, weight }));

describe("weightedMedian", () => {
  it.each<[string, [number, number][], number | null]>([
    ["empty", [], null],
    ["one value", [[5, 1]], 5],
    ["odd count, equal weights", [[3, 1], [1, 1], [2, 1]], 2],
    ["even count, equal weights: midpoint", [[1, 1], [2, 1], [3, 1], [4, 1]], 2.5],
    ["a heavy value wins", [[1, 1], [2, 1], [10, 5]], 10],
    ["weights pull toward the heavy side", [[100, 1], [200, 2], [300, 1], [400, 3]], 300],
    ["zero and negative weights are ignored", [[1, 0], [2, -1], [7, 1]], 7],
    ["non-finite values are ignored", [[Number.NaN, 1], [4, 1]], 4],
  ])("%s", (_, items, expected) => {
    expect(weightedMedian(w(items))).toBe(expected);
  });
});

describe("weightedQuantile", () => {
  it.each([
    [0.1, 1],
    [0.5, 2.5],
    [0.9, 4],
  ])("q=%s", (q, expected) => {
    expect(weightedQuantile(w([[1, 1], [2, 1], [3, 1], [4, 1]]), q)).toBe(expected);
  });
});

describe("median", () => {
  it.each<[number[], number | null]>([
    [[], null],
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
  ])("%j → %s", (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});
