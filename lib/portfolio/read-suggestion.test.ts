import { describe, expect, it } from "vitest";
import { inventsHouseNumber, readSuggestion } from "./read-suggestion";

describe("readSuggestion", () => {
  it.each([
    ["12 Grosvenor Road, London, SW1V 3SA", { address: "12 Grosvenor Road", city: "London", postcode: "SW1V 3SA" }],
    ["Flat 2, 12 Grosvenor Road, London, SW1V 3SA", { address: "Flat 2, 12 Grosvenor Road", city: "London", postcode: "SW1V 3SA" }],
    ["7 Station Road, York", { address: "7 Station Road", city: "York", postcode: null }],
    ["Rose Cottage", { address: "Rose Cottage", city: undefined, postcode: null }],
  ])("%s", (text, expected) => {
    expect(readSuggestion(text)).toEqual({ ...expected, fullAddress: text });
  });
});

describe("inventsHouseNumber", () => {
  it.each([
    ["Grosvenor Road, London", { paon: "12", street: "GROSVENOR ROAD" }, true],
    ["12 Grosvenor Road", { paon: "12", street: "GROSVENOR ROAD" }, false],
    ["12a Grosvenor Road", { paon: "12A", street: "GROSVENOR ROAD" }, false],
    ["12 Grosvenor Road", { saon: "FLAT 3", paon: "12", street: "GROSVENOR ROAD" }, true],
    ["Rose Cottage, Mill Lane", { paon: "ROSE COTTAGE", street: "MILL LANE" }, false],
  ])("%s → %s", (input, parts, expected) => {
    expect(inventsHouseNumber(input, parts)).toBe(expected);
  });
});
