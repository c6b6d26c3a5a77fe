import { describe, expect, it } from "vitest";
import { canonicaliseSaon, extractSubBuilding } from "./extract-sub-building";

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
