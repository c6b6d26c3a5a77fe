import { describe, expect, it } from "vitest";
import { detectChanges } from "./detect-changes";
import { parseAddress } from "./parse-address";
import { prepareAddress } from "./prepare-address";

const changes = (input: string, suggestion: string): boolean =>
  detectChanges(prepareAddress(parseAddress(input)), prepareAddress(parseAddress(suggestion)));

describe("detectChanges", () => {
  it.each([
    ["27 bradwell rd ne33lj", "27 BRADWELL ROAD, NEWCASTLE UPON TYNE, NE3 3LJ", false],
    ["Apt 2, 12 High St NE3 1AA", "FLAT 2, 12 HIGH STREET, NE3 1AA", false],
    ["139 Cloverfield West Allotment NE27 0BU", "139 CLOVERFIELD, WEST ALLOTMENT, NE27 0BU", false],
    ["3 Mill Lane NE20 9TQ", "ROSE COTTAGE, 3 MILL LANE, NE20 9TQ", false],
    ["27 Bradwel Rd NE3 3LJ", "27 BRADWELL ROAD, NE3 3LJ", true],
    ["27 Bradwell Road NE3 3LX", "27 BRADWELL ROAD, NE3 3LJ", true],
    ["27 Bradwell Road", "27 BRADWELL ROAD, NE3 3LJ", true],
    ["12 High St NE3 1AA", "FLAT 2, 12 HIGH STREET, NE3 1AA", true],
    ["13 Market St NE1 6JE", "12-14 MARKET STREET, NE1 6JE", true],
    ["10 Park Road NE2 1AB", "10 PARK ROAD NORTH, NE2 1AB", true],
    ["27, NE3 3LJ", "27 BRADWELL ROAD, NE3 3LJ", true],
    ["Rose Cottage NE20 9TQ", "ROSE COTTAGE, MILL LANE, NE20 9TQ", true],
  ])("%j → %j: %j", (input, suggestion, expected) => {
    expect(changes(input, suggestion)).toBe(expected);
  });
});
