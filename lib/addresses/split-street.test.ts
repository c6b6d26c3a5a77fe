import { describe, expect, it } from "vitest";
import { endsWithBuildingWord, hasStreetType, splitNameFromStreet, splitStreet } from "./split-street";

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
