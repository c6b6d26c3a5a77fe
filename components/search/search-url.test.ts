import { describe, expect, it } from "vitest";
import type { SearchParams } from "@/lib/search/api";
import { readSearchUrl, writeSearchUrl } from "./search-url";

const read = (query: string) => readSearchUrl(new URLSearchParams(query));

describe("readSearchUrl", () => {
  it.each<[string, SearchParams | null]>([
    ["", null],
    ["postcode=NE3%203LJ", { searchType: "postcode", postcode: "NE3 3LJ", radius: "1" }],
    ["postcode=ne3+3lj&radius=0.5", { searchType: "postcode", postcode: "NE3 3LJ", radius: "0.5" }],
    ["searchType=postcode&postcode=NE3&radius=10", { searchType: "postcode", postcode: "NE3", radius: "10" }],
    ["searchType=uprn&uprn=%20100000123456%20", { searchType: "uprn", uprn: "100000123456" }],
    ["searchType=address&address=27+Bradwell+Road", { searchType: "address", address: "27 Bradwell Road" }],
    // Hand-edited values: ignored, with the default in their place.
    ["postcode=NE3+3LJ&radius=3", { searchType: "postcode", postcode: "NE3 3LJ", radius: "1" }],
    ["postcode=NE3+3LJ&radius=", { searchType: "postcode", postcode: "NE3 3LJ", radius: "1" }],
    ["searchType=bogus&postcode=NE3+3LJ", { searchType: "postcode", postcode: "NE3 3LJ", radius: "1" }],
    ["postcode=hello", null],
    ["postcode=%20", null],
    [`postcode=${"A".repeat(5000)}`, null],
    ["searchType=uprn&uprn=12a", null],
    ["searchType=uprn&uprn=1234567890123", null],
    ["searchType=uprn", null],
    ["searchType=address&address=ab", null],
    [`searchType=address&address=${"x".repeat(201)}`, null],
    ["%E0%A4%A=broken&postcode=NE3", { searchType: "postcode", postcode: "NE3", radius: "1" }],
  ])("?%s", (query, expected) => {
    expect(read(query)).toEqual(expected);
  });
});

describe("writeSearchUrl", () => {
  it.each<SearchParams>([
    { searchType: "postcode", postcode: "NE1 4AL", radius: "0.5" },
    { searchType: "uprn", uprn: "4510012345" },
    { searchType: "address", address: "Flat 6, Dene Court & more?" },
  ])("reads back what it writes: %j", (params) => {
    expect(read(new URLSearchParams(writeSearchUrl(params)).toString())).toEqual(params);
  });

  it("keeps a postcode search in the spec's short form", () => {
    expect(new URLSearchParams(writeSearchUrl({ searchType: "postcode", postcode: "NE3 3LJ", radius: "1" })).toString()).toBe("postcode=NE3+3LJ&radius=1");
  });

  it("writes nothing for no search", () => {
    expect(writeSearchUrl(null)).toEqual({});
  });
});
