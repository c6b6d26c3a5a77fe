import { describe, expect, it } from "vitest";
import { readTrendsUrl, writeTrendsUrl, type TrendFilters } from "./trends-url";

const read = (query: string) => readTrendsUrl(new URLSearchParams(query));

describe("readTrendsUrl", () => {
  it.each<[string, TrendFilters]>([
    ["", { area: "NE3", propertyType: "all" }],
    ["area=NE3+3&propertyType=D", { area: "NE3 3", propertyType: "D" }],
    ["area=&propertyType=F", { area: "", propertyType: "F" }],
    ["area=%20Newcastle%20upon%20Tyne%20", { area: "Newcastle upon Tyne", propertyType: "all" }],
    ["propertyType=O", { area: "NE3", propertyType: "O" }],
    // Hand-edited values: ignored, with the default in their place.
    ["area=NE3&propertyType=X", { area: "NE3", propertyType: "all" }],
    ["area=NE3&propertyType=d", { area: "NE3", propertyType: "all" }],
    [`area=${"z".repeat(61)}&propertyType=T`, { area: "NE3", propertyType: "T" }],
  ])("?%s", (query, expected) => {
    expect(read(query)).toEqual(expected);
  });
});

describe("writeTrendsUrl", () => {
  it.each<TrendFilters>([
    { area: "NE3", propertyType: "all" },
    { area: "", propertyType: "S" },
    { area: "Newcastle upon Tyne", propertyType: "T" },
  ])("reads back what it writes: %j", (filters) => {
    expect(read(new URLSearchParams(writeTrendsUrl(filters)).toString())).toEqual(filters);
  });
});
