import { describe, expect, it } from "vitest";
import { type AddressBody, type HouseNumber, buildAddressFromParts, canonicaliseSaon, compareHouseNumbers, endsWithBuildingWord, extractSubBuilding, formatAddressFromParts, formatHouseNumber, formatNormalisedParts, hasStreetType, isHouseNumberToken, joinAddressParts, listAddressLines, parseAddress, parseAddressBody, parseAddressReadings, parseHouseNumber, splitNameFromStreet, splitStreet } from "./parse";
import type { AddressFields, AddressParts } from "./types";

describe("house-number", () => {
const number = (token: string): HouseNumber => {
  const parsed = parseHouseNumber(token);
  if (!parsed) throw new Error(`not a house number: ${token}`);
  return parsed;
};

describe("parseHouseNumber", () => {
  it.each([
    ["12", { start: 12, startSuffix: "", endSuffix: "" }],
    ["12A", { start: 12, startSuffix: "A", endSuffix: "" }],
    ["012", { start: 12, startSuffix: "", endSuffix: "" }],
    ["12-14", { start: 12, startSuffix: "", end: 14, endSuffix: "" }],
    ["14-12", { start: 12, startSuffix: "", end: 14, endSuffix: "" }],
    ["12A-12C", { start: 12, startSuffix: "A", end: 12, endSuffix: "C" }],
    ["12-12", { start: 12, startSuffix: "", endSuffix: "" }],
  ])("%j → %j", (input, expected) => {
    expect(parseHouseNumber(input)).toEqual(expected);
  });

  it.each(["", "A", "12AB", "ROAD", "2/3", "1ST"])("%j is not a house number", (input) => {
    expect(parseHouseNumber(input)).toBeNull();
    expect(isHouseNumberToken(input)).toBe(false);
  });
});

describe("formatHouseNumber", () => {
  it.each([
    ["12", "12"],
    ["012A", "12A"],
    ["14-12", "12-14"],
  ])("%j → %j", (input, expected) => {
    expect(formatHouseNumber(number(input))).toBe(expected);
  });
});

describe("compareHouseNumbers", () => {
  it.each([
    ["12", "12", "EXACT"],
    ["12A", "12A", "EXACT"],
    ["12A", "12", "MISMATCH"],
    ["12A", "12B", "MISMATCH"],
    ["2", "12", "MISMATCH"],
    ["12-14", "12-14", "EXACT"],
    ["12-14", "14-12", "EXACT"],
    ["12-14", "12", "WITHIN_RANGE"],
    ["13", "12-14", "WITHIN_RANGE"],
    ["12A", "12-14", "MISMATCH"],
    ["16", "12-14", "MISMATCH"],
    ["12-14", "14-16", "WITHIN_RANGE"],
    ["12-14", "16-18", "MISMATCH"],
  ])("%j vs %j → %j", (a, b, expected) => {
    expect(compareHouseNumbers(number(a), number(b))).toBe(expected);
  });
});
});

describe("split-street", () => {
const words = (text: string): string[] => (text === "" ? [] : text.split(" "));

describe("splitStreet", () => {
  it.each([
    ["BRADWELL ROAD", "BRADWELL ROAD", ""],
    ["HIGH STREET GOSFORTH NEWCASTLE", "HIGH STREET", "GOSFORTH NEWCASTLE"],
    ["PARK ROAD", "PARK ROAD", ""],
    ["PARK ROAD NORTH", "PARK ROAD NORTH", ""],
    ["PARK ROAD NORTH GOSFORTH", "PARK ROAD", "NORTH GOSFORTH"],
    ["ELM GROVE TERRACE", "ELM GROVE TERRACE", ""],
    ["THE GREEN", "THE GREEN", ""],
    ["CLOVERFIELD", "CLOVERFIELD", ""],
    ["CLOVERFIELD WEST ALLOTMENT", "CLOVERFIELD WEST ALLOTMENT", ""],
    ["HIGH STREET WEST ALLOTMENT", "HIGH STREET", "WEST ALLOTMENT"],
    ["ELM GROVE TERACE", "ELM GROVE TERACE", ""],
    ["HIGH STREET GATESHEAD", "HIGH STREET", "GATESHEAD"],
    ["MAIN STREET WALKER", "MAIN STREET", "WALKER"],
  ])("%j → street %j + %j", (input, street, trailing) => {
    expect(splitStreet(words(input))).toEqual({ street: words(street), trailing: words(trailing) });
  });
});

describe("splitNameFromStreet", () => {
  it.each([
    ["ROSE COTTAGE MILL LANE", { name: words("ROSE COTTAGE"), street: words("MILL LANE") }],
    ["ROSE COURT HIGH STREET", { name: words("ROSE COURT"), street: words("HIGH STREET") }],
    ["THE OLD MILL CHURCH LANE", { name: words("THE OLD MILL"), street: words("CHURCH LANE") }],
    ["MILL LANE", null],
    ["ROSE COTTAGE", null],
    ["HIGH STREET", null],
  ])("%j → %j", (input, expected) => {
    expect(splitNameFromStreet(words(input))).toEqual(expected);
  });
});

describe("hasStreetType / endsWithBuildingWord", () => {
  it.each([
    ["MILL LANE", true, false],
    ["PARK", false, false],
    ["ROSE COTTAGE", false, true],
    ["ROSE COURT", true, true],
    ["CLOVERFIELD", false, false],
  ])("%j → street type %j, building %j", (input, street, building) => {
    expect(hasStreetType(words(input))).toBe(street);
    expect(endsWithBuildingWord(words(input))).toBe(building);
  });
});
});

describe("extract-sub-building", () => {
const segments = (text: string): string[][] => text.split(", ").map((segment) => segment.split(" "));

describe("extractSubBuilding", () => {
  it.each([
    ["FLAT 2, 3 X ROAD", "FLAT 2", [["3", "X", "ROAD"]]],
    ["FLAT 2 12A HIGH STREET", "FLAT 2", [["12A", "HIGH", "STREET"]]],
    ["FLT 2, 12 HIGH STREET", "FLAT 2", [["12", "HIGH", "STREET"]]],
    ["APARTMENT 2, 12 HIGH STREET", "APARTMENT 2", [["12", "HIGH", "STREET"]]],
    ["APT 2 12 HIGH STREET", "APARTMENT 2", [["12", "HIGH", "STREET"]]],
    ["FLAT 2A, 12 HIGH STREET", "FLAT 2A", [["12", "HIGH", "STREET"]]],
    ["FLAT A, 12 HIGH STREET", "FLAT A", [["12", "HIGH", "STREET"]]],
    ["UNIT 4, MILL LANE", "UNIT 4", [["MILL", "LANE"]]],
    ["12 HIGH STREET FLAT 2", "FLAT 2", [["12", "HIGH", "STREET"]]],
    ["GROUND FLOOR FLAT, 12 HIGH STREET", "GROUND FLOOR FLAT", [["12", "HIGH", "STREET"]]],
    ["1ST FLOOR FLAT 2, 12 HIGH STREET", "FIRST FLOOR FLAT 2", [["12", "HIGH", "STREET"]]],
    ["BASEMENT FLAT 12 HIGH STREET", "BASEMENT FLAT", [["12", "HIGH", "STREET"]]],
    ["TOP FLOOR, 12 HIGH STREET", "TOP FLOOR", [["12", "HIGH", "STREET"]]],
    ["2/1, 15 BYRES ROAD", "2/1", [["15", "BYRES", "ROAD"]]],
    ["FLAT 2/12 HIGH STREET", "FLAT 2", [["12", "HIGH", "STREET"]]],
    ["2, 12 HIGH STREET", "2", [["12", "HIGH", "STREET"]]],
    ["2A, 12 HIGH STREET", "2A", [["12", "HIGH", "STREET"]]],
  ])("%j → SAON %j", (input, saon, rest) => {
    expect(extractSubBuilding(segments(input))).toEqual({ saon, rest });
  });

  it("reads 2/3 as flat 2 of number 3, keeping the swapped reading", () => {
    expect(extractSubBuilding(segments("2/3 X ROAD"))).toEqual({
      saon: "FLAT 2",
      rest: [["3", "X", "ROAD"]],
      swapped: { saon: "FLAT 3", paon: "2" },
    });
  });

  it.each(["12 HIGH STREET", "FIRST AVENUE", "12 LOWER ROAD", "ROSE COTTAGE, MILL LANE", "FLAT, 12 HIGH STREET"])(
    "%j has no sub-building",
    (input) => {
      expect(extractSubBuilding(segments(input)).saon).toBeUndefined();
    },
  );
});

describe("canonicaliseSaon", () => {
  it.each([
    ["FLAT 2", "FLAT 2"],
    ["APT 2", "APARTMENT 2"],
    ["APPT 2", "APARTMENT 2"],
    ["2", "2"],
    ["2/3", "2/3"],
    ["1ST FLOOR FLAT", "FIRST FLOOR FLAT"],
    ["THE ANNEXE", "THE ANNEXE"],
  ])("%j → %j", (input, expected) => {
    expect(canonicaliseSaon(segments(input))).toBe(expected);
  });
});
});

describe("parse-address-body", () => {
const segments = (text: string): string[][] => text.split(", ").map((segment) => segment.split(" "));
const body = (name: string[], number: string | undefined, street: string, area: string[]): AddressBody => ({
  name: name.map((segment) => segment.split(" ")),
  ...(number === undefined ? {} : { number }),
  street: street === "" ? [] : street.split(" "),
  area: area.map((segment) => segment.split(" ")),
});

describe("parseAddressBody", () => {
  it.each<[string, AddressBody]>([
    ["27 BRADWELL ROAD", body([], "27", "BRADWELL ROAD", [])],
    ["NO 27 BRADWELL ROAD", body([], "27", "BRADWELL ROAD", [])],
    ["12A HIGH STREET, GOSFORTH, NEWCASTLE", body([], "12A", "HIGH STREET", ["GOSFORTH", "NEWCASTLE"])],
    ["12 HIGH STREET GOSFORTH", body([], "12", "HIGH STREET", ["GOSFORTH"])],
    ["ROSE COTTAGE, 3 MILL LANE", body(["ROSE COTTAGE"], "3", "MILL LANE", [])],
    ["ROSE COURT 12, HIGH STREET", body(["ROSE COURT"], "12", "HIGH STREET", [])],
    ["12, HIGH STREET", body([], "12", "HIGH STREET", [])],
    ["ROSE COTTAGE, MILL LANE, PONTELAND", body(["ROSE COTTAGE"], undefined, "MILL LANE", ["PONTELAND"])],
    ["ROSE COTTAGE MILL LANE", body(["ROSE COTTAGE"], undefined, "MILL LANE", [])],
    ["ROSE COTTAGE, PONTELAND", body(["ROSE COTTAGE"], undefined, "", ["PONTELAND"])],
    ["MILL LANE INDUSTRIAL ESTATE", body([], undefined, "MILL LANE", ["INDUSTRIAL ESTATE"])],
    ["CLOVERFIELD, WEST ALLOTMENT", body([], undefined, "CLOVERFIELD", ["WEST ALLOTMENT"])],
  ])("%j", (input, expected) => {
    expect(parseAddressBody(segments(input))).toEqual(expected);
  });
});
});

describe("parse-address", () => {
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
    // A number and a name may also be a flat in a building of that name (the scorer decides).
    ["27 Bradwell Road", [{ paon: "27", street: "BRADWELL ROAD" }, { saon: "27", paon: "BRADWELL ROAD" }]],
    ["37, Pegasus Jesmond Assembly", [{ paon: "37", street: "PEGASUS JESMOND ASSEMBLY" }, { saon: "37", paon: "PEGASUS JESMOND ASSEMBLY" }]],
    [
      "6, Dene Court Jesmond Park East, Newcastle",
      [
        { paon: "6", street: "DENE COURT", locality: "JESMOND PARK EAST", town: "NEWCASTLE" },
        { saon: "6", paon: "DENE COURT", street: "JESMOND PARK EAST", town: "NEWCASTLE" },
      ],
    ],
    ["Flat 6, Dene Court", [{ saon: "FLAT 6", paon: "DENE COURT" }]],
    [
      "Dove Cottage, Hunt Law Farm, Ponteland",
      [
        { paon: "DOVE COTTAGE", locality: "HUNT LAW FARM", town: "PONTELAND" },
        { saon: "DOVE COTTAGE", paon: "HUNT LAW FARM", town: "PONTELAND" },
      ],
    ],
    [
      "14, Melton Court Apartments Ashbourne Road, Derby",
      [
        { paon: "14", street: "MELTON COURT", locality: "APARTMENTS ASHBOURNE ROAD", town: "DERBY" },
        { saon: "14", paon: "MELTON COURT APARTMENTS", street: "ASHBOURNE ROAD", town: "DERBY" },
      ],
    ],
    ["35, Blythswood, 10 Osborne Rd", [{ saon: "35", paon: "BLYTHSWOOD, 10", street: "OSBORNE ROAD" }]],
    ["Stonewell Cottage Newcastle upon Tyne", [{ paon: "STONEWELL COTTAGE", town: "NEWCASTLE UPON TYNE" }]],
    // Descriptive sub-building phrases are the flat-level part, never ignored.
    ["LAND ADJOINING, 12 Station Road", [{ saon: "LAND ADJOINING", paon: "12", street: "STATION ROAD" }]],
    ["Land lying to the north of 12 Station Road", [{ saon: "LAND LYING TO THE NORTH OF", paon: "12", street: "STATION ROAD" }]],
    ["Land at rear of Rose Cottage, Mill Lane", [{ saon: "LAND AT REAR OF", paon: "ROSE COTTAGE", street: "MILL LANE" }]],
    ["Plot 4, Mill Lane", [{ saon: "PLOT 4", street: "MILL LANE" }, { saon: "PLOT 4", paon: "MILL LANE" }]],
    ["Garage 3 Rose Court", [{ saon: "GARAGE 3", paon: "ROSE COURT" }]],
    ["Parking Space 12, 4 High St", [{ saon: "PARKING SPACE 12", paon: "4", street: "HIGH STREET" }]],
    // Names, not phrases: the head word is followed by more name.
    ["2 Landseer Gardens", [{ paon: "2", street: "LANDSEER GARDENS" }, { saon: "2", paon: "LANDSEER GARDENS" }]],
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
});

describe("build-address-from-parts", () => {
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
});

describe("join-address-parts", () => {
describe("joinAddressParts / listAddressLines", () => {
  it.each<[AddressParts, string[], string]>([
    [{ saon: "FLAT 2", paon: "12A", street: "HIGH STREET", postcode: "NE3 1AA", outcode: "NE3" }, ["FLAT 2", "12A HIGH STREET"], "FLAT 2, 12A HIGH STREET, NE3 1AA"],
    [{ paon: "ROSE COTTAGE", street: "MILL LANE" }, ["ROSE COTTAGE", "MILL LANE"], "ROSE COTTAGE, MILL LANE"],
    [{ paon: "ROSE COURT, 12", street: "HIGH STREET" }, ["ROSE COURT", "12 HIGH STREET"], "ROSE COURT, 12 HIGH STREET"],
    [{ paon: "27", outcode: "NE3" }, ["27"], "27, NE3"],
    [{ street: "CLOVERFIELD", locality: "WEST ALLOTMENT", town: "NEWCASTLE UPON TYNE" }, ["CLOVERFIELD", "WEST ALLOTMENT", "NEWCASTLE UPON TYNE"], "CLOVERFIELD, WEST ALLOTMENT, NEWCASTLE UPON TYNE"],
    [{}, [], ""],
  ])("%j", (parts, lines, joined) => {
    expect(listAddressLines(parts)).toEqual(lines);
    expect(joinAddressParts(parts)).toBe(joined);
  });
});
});

describe("format-address", () => {
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
});
