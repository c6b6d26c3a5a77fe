import { describe, expect, it } from "vitest";
import { buildAddressFromParts } from "./build-address-from-parts";
import type { AddressFields, AddressParts } from "./types";

describe("buildAddressFromParts", () => {
  it.each<[string, AddressFields, AddressParts]>([
    [
      "Price Paid row",
      { paon: "27", saon: "", street: "BRADWELL ROAD", locality: "", town: "NEWCASTLE UPON TYNE", district: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", postcode: "NE3 3LJ" },
      { paon: "27", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ", outcode: "NE3" },
    ],
    [
      "Price Paid row with locality",
      { paon: "139", street: "CLOVERFIELD", locality: "WEST ALLOTMENT", town: "NEWCASTLE UPON TYNE", postcode: "NE27 0BU" },
      { paon: "139", street: "CLOVERFIELD", locality: "WEST ALLOTMENT", town: "NEWCASTLE UPON TYNE", postcode: "NE27 0BU", outcode: "NE27" },
    ],
    [
      "abbreviations and flat forms",
      { saon: "apt 2", paon: "12 - 14", street: "st john's rd", postcode: "ne33lj" },
      { saon: "APARTMENT 2", paon: "12-14", street: "SAINT JOHNS ROAD", postcode: "NE3 3LJ", outcode: "NE3" },
    ],
    ["number with spaced letter", { paon: "12 a", street: "High St" }, { paon: "12A", street: "HIGH STREET" }],
    ["district stands in for town", { paon: "1", street: "X ROAD", district: "NORTH TYNESIDE" }, { paon: "1", street: "X ROAD", town: "NORTH TYNESIDE" }],
    ["nulls", { saon: null, paon: "ROSE COTTAGE", street: null, postcode: null }, { paon: "ROSE COTTAGE" }],
    ["invalid postcode keeps its outcode", { paon: "1", street: "X ROAD", postcode: "NE3" }, { paon: "1", street: "X ROAD", outcode: "NE3" }],
    ["floor SAON", { saon: "1st floor flat", paon: "12", street: "HIGH ST" }, { saon: "FIRST FLOOR FLAT", paon: "12", street: "HIGH STREET" }],
    ["empty", {}, {}],
  ])("%s", (_label, fields, expected) => {
    expect(buildAddressFromParts(fields)).toEqual(expected);
  });

  it("is idempotent", () => {
    const once = buildAddressFromParts({ saon: "Flat 2", paon: "12a", street: "High St", locality: "Gosforth", town: "Newcastle", postcode: "ne31aa" });
    expect(buildAddressFromParts(once)).toEqual(once);
  });
});
