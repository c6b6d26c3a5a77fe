import { describe, expect, it } from "vitest";
import { isUsableQuery, prepareQuery } from "./prepare-query";

describe("prepareQuery", () => {
  it.each([
    ["27 Bradwell Road NE3 3LJ", 1],
    ["2/3 Station Road", 2],
    [{ paon: "27", street: "BRADWELL ROAD" }, 1],
  ])("%j has %d reading(s)", (input, count) => {
    expect(prepareQuery(input)).toHaveLength(count);
  });
});

describe("isUsableQuery", () => {
  it.each([
    ["27 Bradwell Road", true],
    ["NE3 3LJ", true],
    ["Rose Cottage", true],
    ["27", true],
    ["", false],
    ["  ,,, !!", false],
  ])("%j → %j", (input, expected) => {
    expect(isUsableQuery(prepareQuery(input)[0])).toBe(expected);
  });

  it("rejects a missing query", () => {
    expect(isUsableQuery(undefined)).toBe(false);
  });
});
