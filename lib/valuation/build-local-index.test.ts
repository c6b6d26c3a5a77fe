import { describe, expect, it } from "vitest";
import { buildMonthlyIndex } from "./build-price-index";
import { AREA_SHRINKAGE, buildAreaIndexOfPoints, buildAreaIndexOfPrepared, prepareAreaPoints, type IndexPoint } from "./build-local-index";
import { shiftMonth, toMonthKey } from "./months";
import { EVIDENCE_WINDOW_MONTHS } from "./select-comparables";
import { createRandom } from "@/lib/demo/seeded-random";

// Decision 121: an area's index at several valuation dates of one month is built from its
// points prepared once (sorted by time, a prefix per date). It must be the index the points
// up to each date give, exactly, whatever order they came in.

/** Sales over 30 months to the end of September 2022 (some before the window), in 40 cells, in no order; a few priceless. */
function makePoints(count: number, seed: string): IndexPoint[] {
  const random = createRandom(seed);
  const start = Date.UTC(2020, 3, 1);
  const days = (Date.UTC(2022, 8, 30) - start) / 86_400_000;
  return Array.from({ length: count }, () => {
    const time = start + random.integer(0, days) * 86_400_000;
    const cell = `NE3 ${random.integer(0, 9)}|${random.pick(["D", "S", "T", "F"])}`;
    const price = random.chance(0.01) ? 0 : Math.round(random.between(80_000, 480_000));
    return { price, time, month: toMonthKey(new Date(time)), cell, outcode: "NE3" };
  });
}

const upTo = (points: readonly IndexPoint[], date: Date) => points.filter((p) => p.time <= date.getTime());
const windowOf = (date: Date) => ({ reference: toMonthKey(date), first: shiftMonth(toMonthKey(date), -EVIDENCE_WINDOW_MONTHS) });

describe("an area's index from its points prepared once", () => {
  it("equals the index of the points up to each date of the month, for any order of the points", () => {
    const points = makePoints(6_000, "area index test");
    const prepared = prepareAreaPoints(points, "2022-09");
    for (const day of [1, 2, 14, 15, 29, 30]) {
      const date = new Date(Date.UTC(2022, 8, day));
      const expected = buildMonthlyIndex(upTo(points, date), { ...windowOf(date), shrinkage: AREA_SHRINKAGE });
      expect(buildAreaIndexOfPrepared(prepared, date)).toEqual(expected);
      expect(buildAreaIndexOfPoints([...points].reverse(), date)).toEqual(expected);
    }
  });

  it("refuses a date of another month than the points were prepared for", () => {
    const prepared = prepareAreaPoints(makePoints(100, "month check"), "2022-09");
    expect(() => buildAreaIndexOfPrepared(prepared, new Date(Date.UTC(2022, 7, 31)))).toThrow("prepared for 2022-09");
  });
});
