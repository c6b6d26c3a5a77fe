import { describe, expect, it } from "vitest";
import { buildMonthlyIndex } from "./build-price-index";
import { AREA_SHRINKAGE, buildAreaIndexOfPoints, buildAreaIndexOfPrepared, prepareAreaPoints, type IndexPoint } from "./build-local-index";
import { shiftMonth, toMonthKey } from "./months";
import { EVIDENCE_WINDOW_MONTHS } from "./select-comparables";

// Decision 121: an area's index at several valuation dates of one month is built from its
// points prepared once (sorted by time, a prefix per date). It must be the index the points
// up to each date give, exactly, whatever order they came in.

/** A seeded generator (mulberry32), so that a failure is the same failure every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sales over 30 months to the end of September 2022 (some before the window), in 40 cells, in no order; a few priceless. */
function makePoints(count: number, seed: number): IndexPoint[] {
  const next = random(seed);
  const start = Date.UTC(2020, 3, 1);
  const end = Date.UTC(2022, 8, 30, 23);
  return Array.from({ length: count }, () => {
    const time = start + Math.floor(next() * (end - start) / 86_400_000) * 86_400_000;
    const cell = `NE3 ${Math.floor(next() * 10)}|${"DSTF"[Math.floor(next() * 4)]}`;
    const price = next() < 0.01 ? 0 : Math.round(80_000 + next() * 400_000);
    return { price, time, month: toMonthKey(new Date(time)), cell, outcode: "NE3" };
  });
}

const upTo = (points: readonly IndexPoint[], date: Date) => points.filter((p) => p.time <= date.getTime());
const windowOf = (date: Date) => ({ reference: toMonthKey(date), first: shiftMonth(toMonthKey(date), -EVIDENCE_WINDOW_MONTHS) });

describe("an area's index from its points prepared once", () => {
  it("equals the index of the points up to each date of the month, for any order of the points", () => {
    const points = makePoints(6_000, 7);
    const prepared = prepareAreaPoints(points, "2022-09");
    for (const day of [1, 2, 14, 15, 29, 30]) {
      const date = new Date(Date.UTC(2022, 8, day));
      const expected = buildMonthlyIndex(upTo(points, date), { ...windowOf(date), shrinkage: AREA_SHRINKAGE });
      expect(buildAreaIndexOfPrepared(prepared, date)).toEqual(expected);
      expect(buildAreaIndexOfPoints([...points].reverse(), date)).toEqual(expected);
    }
  });

  it("refuses a date of another month than the points were prepared for", () => {
    const prepared = prepareAreaPoints(makePoints(100, 3), "2022-09");
    expect(() => buildAreaIndexOfPrepared(prepared, new Date(Date.UTC(2022, 7, 31)))).toThrow("prepared for 2022-09");
  });
});
