import { describe, expect, it } from "vitest";
import { formatAddressFromParts, formatNormalisedParts } from "./format-address";
import type { AddressFields } from "./types";

describe("formatAddressFromParts", () => {
  it.each<[AddressFields, string]>([
    [{ paon: "27", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ" }, "27 Bradwell Road, Newcastle upon Tyne, NE3 3LJ"],
    [{ paon: "139", street: "CLOVERFIELD", locality: "WEST ALLOTMENT", town: "NEWCASTLE UPON TYNE", postcode: "ne270bu" }, "139 Cloverfield, West Allotment, Newcastle upon Tyne, NE27 0BU"],
    [{ saon: "flat 2", paon: "12a", street: "high st", locality: "gosforth", postcode: "NE3 1AA" }, "Flat 2, 12A High Street, Gosforth, NE3 1AA"],
    [{ paon: "Rose Cottage", street: "Mill Ln", postcode: "NE20 9TQ" }, "Rose Cottage, Mill Lane, NE20 9TQ"],
    [{ saon: "apt 2", paon: "12 - 14", street: "ST JOHNS RD" }, "Apartment 2, 12-14 Saint Johns Road"],
    [{ paon: "27", outcode: "NE3" }, "27, NE3"],
    [{}, ""],
  ])("%j → %j", (fields, expected) => {
    expect(formatAddressFromParts(fields)).toBe(expected);
  });

  it("formats already-normalised parts the same way", () => {
    expect(formatNormalisedParts({ paon: "11", street: "ROGERSON TERRACE", postcode: "NE5 5JS" })).toBe("11 Rogerson Terrace, NE5 5JS");
  });
});
