import { describe, expect, it } from "vitest";
import type { AreaRequest } from "./area-search-form";
import { readAreaUrl, writeAreaUrl } from "./area-url";

const read = (query: string) => readAreaUrl(new URLSearchParams(query));

describe("readAreaUrl", () => {
  it.each<[string, AreaRequest | null]>([
    ["", null],
    ["postcode=ne1+4st", { mode: "postcode", postcode: "NE1 4ST" }],
    ["postcode=NE1", { mode: "postcode", postcode: "NE1" }],
    ["address=27%20Bradwell%20Road%2C%20NE3%203LJ", { mode: "address", address: "27 Bradwell Road, NE3 3LJ" }],
    // Hand-edited values: ignored.
    ["postcode=hello", null],
    ["postcode=hello&address=27+Bradwell+Road", { mode: "address", address: "27 Bradwell Road" }],
    ["address=ab", null],
    [`address=${"y".repeat(300)}`, null],
    ["mode=address", null],
  ])("?%s", (query, expected) => {
    expect(read(query)).toEqual(expected);
  });
});

describe("writeAreaUrl", () => {
  it.each<AreaRequest>([
    { mode: "postcode", postcode: "M33 7AA" },
    { mode: "address", address: "Flat 6, Dene Court & Co?" },
  ])("reads back what it writes: %j", (request) => {
    expect(read(new URLSearchParams(writeAreaUrl(request)).toString())).toEqual(request);
  });
});
