import { describe, expect, it } from "vitest";
import { combineRounds, type CallResult } from "@/bench/scale-measure";

// The scale bench's table (issue 15): each figure is the median of the rounds', so one slow
// round (the machine's speed drifts) moves no figure on its own.
const result = (name: string, p50: number, p95: number, cpu: { p50: number; p95: number; mean: number } | null, errors: Record<number, number> = {}): CallResult => ({ name, n: 30, p50, p95, cpu, errors });

describe("combineRounds", () => {
  it("takes each call's figures as the median of the rounds', and sums their requests and errors", () => {
    const rounds = [
      [result("health", 5, 9, { p50: 5, p95: 12, mean: 6 }), result("search", 20, 30, { p50: 19, p95: 33, mean: 21 }, { 500: 1 })],
      [result("health", 7, 40, { p50: 6, p95: 48, mean: 9 }), result("search", 18, 26, { p50: 17, p95: 29, mean: 18 })],
      [result("health", 6, 11, { p50: 8, p95: 10, mean: 7 }), result("search", 25, 90, { p50: 24, p95: 95, mean: 30 }, { 500: 2, 404: 1 })],
    ];
    expect(combineRounds(rounds)).toEqual([
      result("health", 6, 11, { p50: 6, p95: 12, mean: 7 }),
      result("search", 20, 30, { p50: 19, p95: 33, mean: 21 }, { 500: 3, 404: 1 }),
    ].map((r) => ({ ...r, n: 90 })));
  });

  it("gives no CPU figures unless every round measured them, and one round as it is", () => {
    const measured = result("health", 5, 9, { p50: 5, p95: 12, mean: 6 });
    expect(combineRounds([[measured], [result("health", 6, 10, null)]])[0]?.cpu).toBeNull();
    expect(combineRounds([[measured]])).toEqual([measured]);
    expect(combineRounds([])).toEqual([]);
  });
});
