import { describe, expect, it } from "vitest";
import { compareSortValues, nextSort, sortRows, type SortState, type SortValue } from "./sort-rows";

describe("nextSort", () => {
  it.each<[SortState<"a" | "b">, "a" | "b", SortState<"a" | "b">]>([
    [null, "a", { key: "a", direction: "asc" }],
    [{ key: "a", direction: "asc" }, "a", { key: "a", direction: "desc" }],
    [{ key: "a", direction: "desc" }, "a", null],
    [{ key: "a", direction: "desc" }, "b", { key: "b", direction: "asc" }],
    [{ key: "a", direction: "asc" }, "b", { key: "b", direction: "asc" }],
  ])("from %j, a click on %s gives %j", (current, key, expected) => {
    expect(nextSort(current, key)).toEqual(expected);
  });
});

describe("compareSortValues", () => {
  it.each<[string, SortValue, SortValue, "<" | ">" | "="]>([
    ["numbers by value, not as text", 9, 10, "<"],
    ["£ amounts with commas", "£9,500", "£10,000", "<"],
    ["a number and an amount", 250000, "£250,000", "="],
    ["negative amounts", "-£1,000", "£5", "<"],
    ["decimals", "1.5", "1.25", ">"],
    ["ISO dates", "2024-03-05", "2023-12-31", ">"],
    ["ISO timestamps", "2024-03-05T10:00:00.000Z", "2024-03-05T09:00:00.000Z", ">"],
    ["year-months", "2024-02", "2024-10", "<"],
    ["Date objects", new Date("2020-01-01"), new Date("2019-01-01"), ">"],
    ["text without case", "apple", "Banana", "<"],
    ["text equal but for case", "Freehold", "FREEHOLD", "="],
    ["text that starts with a number stays text", "12 High Street", "9 High Street", "<"],
    ["a number against text falls back to text", "10", "abc", "<"],
    ["a space inside a number makes it text", "1 000", "999", "<"],
    ["spaces around an amount are ignored", " £1,000 ", "999", ">"],
    ["a bare digit is never read as a date (Date.parse would say 2001)", "7", "2024-01-01", ">"],
  ])("%s", (_, a, b, expected) => {
    const sign = Math.sign(compareSortValues(a, b));
    expect(sign).toBe(expected === "<" ? -1 : expected === ">" ? 1 : 0);
    // Symmetry: swapping the two reverses the answer.
    expect(Math.sign(compareSortValues(b, a))).toBe(-sign || 0);
  });
});

describe("sortRows", () => {
  type Row = { id: string; price: SortValue };
  const rows: Row[] = [
    { id: "a", price: "£300,000" },
    { id: "b", price: null },
    { id: "c", price: "£95,000" },
    { id: "d", price: "" },
    { id: "e", price: "£1,250,000" },
    { id: "f", price: "£95,000" },
  ];
  const ids = (sorted: Row[]) => sorted.map((row) => row.id);
  const byPrice = (row: Row) => row.price;

  it.each<[string, SortState<"price">, string[]]>([
    ["off keeps the given order", null, ["a", "b", "c", "d", "e", "f"]],
    ["ascending: numbers by value, ties in given order, empty last", { key: "price", direction: "asc" }, ["c", "f", "a", "e", "b", "d"]],
    ["descending: reversed, and empty still last", { key: "price", direction: "desc" }, ["e", "a", "c", "f", "b", "d"]],
  ])("%s", (_, sort, expected) => {
    expect(ids(sortRows(rows, sort, byPrice))).toEqual(expected);
  });

  it("does not change the rows it is given", () => {
    const before = ids(rows);
    sortRows(rows, { key: "price", direction: "asc" }, byPrice);
    expect(ids(rows)).toEqual(before);
  });

  it("sorts dates, text and blanks in one column", () => {
    const mixed = [{ v: "2022-06-01" }, { v: "  " }, { v: "2021-01-15" }, { v: undefined }, { v: "2023-02-28" }];
    expect(sortRows(mixed, { key: "v", direction: "asc" }, (row) => row.v).map((row) => row.v)).toEqual(["2021-01-15", "2022-06-01", "2023-02-28", "  ", undefined]);
    const names = [{ v: "charlie" }, { v: "Alpha" }, { v: "bravo" }];
    expect(sortRows(names, { key: "v", direction: "desc" }, (row) => row.v).map((row) => row.v)).toEqual(["charlie", "bravo", "Alpha"]);
  });
});
