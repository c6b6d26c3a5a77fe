import { describe, expect, it } from "vitest";
import type { AddressRow } from "./format-address-row";
import { measurePrefixMatch, rankSuggestions } from "./rank-suggestions";

let uprn = 0;
const row = (paon: string, street: string, postcode: string, saon: string | null = null): AddressRow => {
  uprn += 1;
  return { uprn: String(uprn), saon, paon, street, locality: null, town: "NEWCASTLE UPON TYNE", county: null, postcode, singleLine: `${saon ? `${saon}, ` : ""}${paon} ${street}, Newcastle upon Tyne, ${postcode}` };
};

const rows = [
  row("31", "BRADWELL ROAD", "NE3 3LJ"),
  row("27", "BRADWELL ROAD", "NE3 3LJ"),
  row("27", "BRADWEN CLOSE", "M34 7TD"),
  row("2", "BRADWELL ROAD", "NE3 3LN"),
  row("6", "BRADWELL ROAD", "NE3 3LN", "FLAT 2"),
  row("13", "BRADWELL AVENUE", "M32 9RU"),
];

const lines = (input: string, limit = 10) => rankSuggestions(input, rows, limit).map((r) => `${r.saon ? `${r.saon} ` : ""}${r.paon} ${r.street}`);

describe("rankSuggestions", () => {
  it.each<[string, string[]]>([
    ["27 Bradwell", ["27 BRADWELL ROAD", "27 BRADWEN CLOSE"]],
    ["27 Bradwel Road", ["27 BRADWELL ROAD"]],
    ["27 Bradw", ["27 BRADWELL ROAD", "27 BRADWEN CLOSE"]],
    ["27 bradwell road ne3", ["27 BRADWELL ROAD"]],
    ["Bradwell Road", ["27 BRADWELL ROAD", "31 BRADWELL ROAD", "2 BRADWELL ROAD", "FLAT 2 6 BRADWELL ROAD"]],
    ["flat 2 6 bradwell", ["FLAT 2 6 BRADWELL ROAD"]],
    ["99 Bradwell Road", []],
  ])("%s", (input, expected) => {
    expect(lines(input)).toEqual(expected);
  });

  it("stops at the limit", () => {
    expect(lines("Bradwell", 2)).toHaveLength(2);
  });

  it("is empty without candidates", () => {
    expect(rankSuggestions("27 Bradwell", [], 10)).toEqual([]);
  });
});

describe("measurePrefixMatch", () => {
  it.each([
    ["27 BRADW", 1],
    ["27 bradwell road", 1],
    ["2 bradwell", 0.5],
    ["bradwell gosforth", 0.5],
  ])("%s", (input, expected) => {
    expect(measurePrefixMatch(input, rows[1] as AddressRow)).toBe(expected);
  });
});
