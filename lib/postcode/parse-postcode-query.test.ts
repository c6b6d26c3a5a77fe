import { describe, expect, it } from "vitest";
import { getQueryOutcode, getQuerySector, normalisePostcodeInput, parsePostcodeQuery, type PostcodeQuery } from "./parse-postcode-query";

describe("parsePostcodeQuery", () => {
  it.each([
    ["NE3 3LJ", { kind: "postcode", value: "NE3 3LJ" }],
    [" ne33lj ", { kind: "postcode", value: "NE3 3LJ" }],
    ["m1 1ae", { kind: "postcode", value: "M1 1AE" }],
    ["NE3", { kind: "outcode", value: "NE3" }],
    ["ne31", { kind: "outcode", value: "NE31" }],
    ["EC1A", { kind: "outcode", value: "EC1A" }],
    ["NE3 3", { kind: "sector", value: "NE3 3" }],
    ["m14  5", { kind: "sector", value: "M14 5" }],
  ])("%s", (input, expected) => {
    expect(parsePostcodeQuery(input)).toEqual(expected);
  });

  it.each(["", "   ", "hello", "NE3 3L", "12345", "NE3 3LJX", "Q1 1AA"])("rejects %j", (input) => {
    expect(parsePostcodeQuery(input)).toBeNull();
  });
});

describe("normalisePostcodeInput", () => {
  it.each([
    ["  ne3   3 ", "NE3 3"],
    ["NE3 3LJ", "NE3 3LJ"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(normalisePostcodeInput(input)).toBe(expected);
  });
});

describe("getQueryOutcode / getQuerySector", () => {
  it.each<[PostcodeQuery, string, string | null]>([
    [{ kind: "postcode", value: "NE3 3LJ" }, "NE3", "NE3 3"],
    [{ kind: "sector", value: "M14 5" }, "M14", "M14 5"],
    [{ kind: "outcode", value: "EC1A" }, "EC1A", null],
  ])("%j → %j, %j", (query, outcode, sector) => {
    expect(getQueryOutcode(query)).toBe(outcode);
    expect(getQuerySector(query)).toBe(sector);
  });
});
