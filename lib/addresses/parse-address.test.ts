import { describe, expect, it } from "vitest";
import { parseAddress, parseAddressReadings } from "./parse-address";
import type { AddressParts } from "./types";

describe("parseAddress", () => {
  it.each<[string, AddressParts]>([
    [
      "flat 2 12a high st, gosforth, newcastle ne3 1aa",
      { saon: "FLAT 2", paon: "12A", street: "HIGH STREET", locality: "GOSFORTH", town: "NEWCASTLE", postcode: "NE3 1AA", outcode: "NE3" },
    ],
    ["27 BRADWELL ROAD NE3 3LJ", { paon: "27", street: "BRADWELL ROAD", postcode: "NE3 3LJ", outcode: "NE3" }],
    ["11 ROGERSON TERRACE NE5 5JS", { paon: "11", street: "ROGERSON TERRACE", postcode: "NE5 5JS", outcode: "NE5" }],
    [
      "139 CLOVERFIELD, WEST ALLOTMENT NE27 0BU",
      { paon: "139", street: "CLOVERFIELD", town: "WEST ALLOTMENT", postcode: "NE27 0BU", outcode: "NE27" },
    ],
    ["Flat 2, 3 X Road", { saon: "FLAT 2", paon: "3", street: "X ROAD" }],
    ["Apartment 2, 3 X Road", { saon: "APARTMENT 2", paon: "3", street: "X ROAD" }],
    ["Apt 2 3 X Road", { saon: "APARTMENT 2", paon: "3", street: "X ROAD" }],
    ["2/3 X Road", { saon: "FLAT 2", paon: "3", street: "X ROAD" }],
    ["2A X Road", { paon: "2A", street: "X ROAD" }],
    ["Unit 4, 7 Mill Lane", { saon: "UNIT 4", paon: "7", street: "MILL LANE" }],
    ["12-14 High St", { paon: "12-14", street: "HIGH STREET" }],
    ["12 - 14 High St", { paon: "12-14", street: "HIGH STREET" }],
    ["12 A High St", { paon: "12A", street: "HIGH STREET" }],
    ["12 St John's Rd, St Albans AL1 1AA", { paon: "12", street: "SAINT JOHNS ROAD", town: "SAINT ALBANS", postcode: "AL1 1AA", outcode: "AL1" }],
    ["Rose Cottage, Mill Lane, Ponteland NE20 9TQ", { paon: "ROSE COTTAGE", street: "MILL LANE", town: "PONTELAND", postcode: "NE20 9TQ", outcode: "NE20" }],
    ["Rose Cottage Mill Lane NE20 9TQ", { paon: "ROSE COTTAGE", street: "MILL LANE", postcode: "NE20 9TQ", outcode: "NE20" }],
    ["Rose Cottage NE20 9TQ", { paon: "ROSE COTTAGE", postcode: "NE20 9TQ", outcode: "NE20" }],
    ["Rose Court 12, High St", { paon: "ROSE COURT, 12", street: "HIGH STREET" }],
    ["Ground floor flat, 12 High St", { saon: "GROUND FLOOR FLAT", paon: "12", street: "HIGH STREET" }],
    ["27 Bradwell Rd, Newcastle NE3", { paon: "27", street: "BRADWELL ROAD", town: "NEWCASTLE", outcode: "NE3" }],
    ["27 Bradwell Rd NE3", { paon: "27", street: "BRADWELL ROAD", outcode: "NE3" }],
    ["12 High St, Gosforth, UK", { paon: "12", street: "HIGH STREET", town: "GOSFORTH" }],
    ["12 High St, Gosforth, United Kingdom", { paon: "12", street: "HIGH STREET", town: "GOSFORTH" }],
    ["12 high street gosforth newcastle", { paon: "12", street: "HIGH STREET", town: "GOSFORTH NEWCASTLE" }],
    ["10 Park Rd Nth", { paon: "10", street: "PARK ROAD NORTH" }],
    ["NE3 3LJ", { postcode: "NE3 3LJ", outcode: "NE3" }],
    ["NE3", { outcode: "NE3" }],
    ["Unit B2", { saon: "UNIT B2" }],
    ["27, NE3 3LJ", { paon: "27", postcode: "NE3 3LJ", outcode: "NE3" }],
    ["", {}],
    ["   ", {}],
    ["!!! ,,, ???", {}],
  ])("%j", (input, expected) => {
    expect(parseAddress(input)).toEqual(expected);
  });
});

describe("parseAddressReadings", () => {
  it.each<[string, AddressParts[]]>([
    ["27 Bradwell Road", [{ paon: "27", street: "BRADWELL ROAD" }]],
    [
      "2/3 X Road",
      [
        { saon: "FLAT 2", paon: "3", street: "X ROAD" },
        { saon: "FLAT 3", paon: "2", street: "X ROAD" },
      ],
    ],
    ["2/1, 15 Byres Rd", [{ saon: "2/1", paon: "15", street: "BYRES ROAD" }]],
  ])("%j", (input, expected) => {
    expect(parseAddressReadings(input)).toEqual(expected);
  });
});
