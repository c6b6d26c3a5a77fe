import { describe, expect, it } from "vitest";
import { nameCsvFile } from "./name-csv-file";

const asOf = new Date("2026-11-26T06:00:00Z");

describe("nameCsvFile", () => {
  it.each<[(string | number | null | undefined)[], string]>([
    [["search", "NE3 3LJ", "1mile"], "search-NE3-3LJ-1mile-2026-11-26.csv"],
    [["comparables", "NE3 3LJ", "Semi-Detached"], "comparables-NE3-3LJ-Semi-Detached-2026-11-26.csv"],
    [["trends", "NE3", null, ""], "trends-NE3-2026-11-26.csv"],
    [["search", "0.5 miles"], "search-0.5-miles-2026-11-26.csv"],
    [["uprn", " 10/../x "], "uprn-10-..-x-2026-11-26.csv"],
  ])("%j", (parts, expected) => {
    expect(nameCsvFile(parts, asOf)).toBe(expected);
  });
});
