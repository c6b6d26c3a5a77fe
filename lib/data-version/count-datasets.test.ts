// The kept sale counts moved by a load's changes by county (decision 128), against what a
// count of the sales after the load would give; null wherever only a count can tell.
import { describe, expect, it } from "vitest";
import { applySaleCountChanges, saleCountyKey, WHOLE_TABLE, type CountRow, type CountyChange } from "./count-datasets";

const TYNE = "TYNE AND WEAR";
// 100 sales: 90 in Tyne and Wear from January to September 2022, 10 without a county.
const KEPT: CountRow[] = [
  { key: WHOLE_TABLE, count: 100 },
  { key: saleCountyKey(TYNE, "2022-01", "2022-09"), count: 90 },
];
const added = (county: string | null, count: number, first: string, last = first): CountyChange => ({ county, side: 1, count, first, last });
const removed = (county: string | null, count: number, first: string, last = first): CountyChange => ({ county, side: -1, count, first, last });
const sorted = (rows: CountRow[] | null) => rows && [...rows].sort((a, b) => a.key.localeCompare(b.key));

describe("applySaleCountChanges", () => {
  it("adds new sales: a county's months widen, a new county gets its own, sales without a county count in the whole only", () => {
    const changes = [added(TYNE, 5, "2022-10-03", "2022-12-30"), added("RUTLAND", 2, "2023-02-01", "2023-02-20"), added(null, 1, "2022-05-05")];
    expect(sorted(applySaleCountChanges(KEPT, { changes, net: 8 }))).toEqual([
      { key: WHOLE_TABLE, count: 108 },
      { key: saleCountyKey("RUTLAND", "2023-02", "2023-02"), count: 2 },
      { key: saleCountyKey(TYNE, "2022-01", "2022-12"), count: 95 },
    ]);
  });

  it("moves a sale between counties and deletes one inside the months: the edges stand", () => {
    const changes = [removed(TYNE, 2, "2022-03-04", "2022-06-30"), added("COUNTY DURHAM", 1, "2022-12-31")];
    expect(sorted(applySaleCountChanges(KEPT, { changes, net: -1 }))).toEqual([
      { key: WHOLE_TABLE, count: 99 },
      { key: saleCountyKey("COUNTY DURHAM", "2022-12", "2022-12"), count: 1 },
      { key: saleCountyKey(TYNE, "2022-01", "2022-09"), count: 88 },
    ]);
  });

  it("a re-import replaces rows with themselves: nothing moves, even at the edges", () => {
    const changes = [removed(TYNE, 90, "2022-01-02", "2022-09-29"), added(TYNE, 90, "2022-01-02", "2022-09-29"), removed(null, 10, "2022-02-02", "2022-03-03"), added(null, 10, "2022-02-02", "2022-03-03")];
    expect(sorted(applySaleCountChanges(KEPT, { changes, net: 0 }))).toEqual(sorted(KEPT));
  });

  it("a sale taken away at an edge month is known only when added sales reach that month, or none of the county's stay", () => {
    expect(applySaleCountChanges(KEPT, { changes: [removed(TYNE, 1, "2022-01-15")], net: -1 })).toBeNull();
    expect(applySaleCountChanges(KEPT, { changes: [removed(TYNE, 1, "2022-09-15")], net: -1 })).toBeNull();
    expect(applySaleCountChanges(KEPT, { changes: [removed(TYNE, 1, "2022-09-15"), added(TYNE, 1, "2022-08-01")], net: 0 })).toBeNull();
    // Added sales at the old edge month or beyond decide it.
    expect(sorted(applySaleCountChanges(KEPT, { changes: [removed(TYNE, 1, "2022-01-15"), added(TYNE, 1, "2021-12-01")], net: 0 }))).toContainEqual({ key: saleCountyKey(TYNE, "2021-12", "2022-09"), count: 90 });
    expect(sorted(applySaleCountChanges(KEPT, { changes: [removed(TYNE, 1, "2022-09-15"), added(TYNE, 1, "2022-09-01")], net: 0 }))).toContainEqual({ key: saleCountyKey(TYNE, "2022-01", "2022-09"), count: 90 });
    // Every one of the county's sales replaced: the added ones alone are its months.
    expect(sorted(applySaleCountChanges(KEPT, { changes: [removed(TYNE, 90, "2022-01-15", "2022-09-15"), added(TYNE, 90, "2022-04-01", "2022-05-01")], net: 0 }))).toContainEqual({
      key: saleCountyKey(TYNE, "2022-04", "2022-05"),
      count: 90,
    });
  });

  it("a county whose every sale is deleted goes", () => {
    expect(sorted(applySaleCountChanges(KEPT, { changes: [removed(TYNE, 90, "2022-01-15", "2022-09-15")], net: -90 }))).toEqual([{ key: WHOLE_TABLE, count: 10 }]);
  });

  it("null when the counts cannot be known so: none kept, sides that do not add up to the rows written, a county taken below nothing or never counted", () => {
    expect(applySaleCountChanges([], { changes: [added(TYNE, 1, "2022-05-01")], net: 1 })).toBeNull();
    expect(applySaleCountChanges(KEPT, { changes: [added(TYNE, 2, "2022-05-01")], net: 1 })).toBeNull();
    expect(applySaleCountChanges(KEPT, { changes: [removed(TYNE, 91, "2022-05-01")], net: -91 })).toBeNull();
    expect(applySaleCountChanges(KEPT, { changes: [removed("RUTLAND", 1, "2022-05-01")], net: -1 })).toBeNull();
  });
});
