import { describe, expect, it } from "vitest";
import { compareNumbers } from "./compare-numbers";
import { parseAddress } from "./parse-address";
import { prepareAddress } from "./prepare-address";
import type { NumberVerdict } from "./types";

const compare = (a: string, b: string) => compareNumbers(prepareAddress(parseAddress(a)), prepareAddress(parseAddress(b)));

describe("compareNumbers", () => {
  it.each<[string, string, NumberVerdict, number, boolean]>([
    ["27 BRADWELL ROAD", "27 BRADWELL ROAD", "EXACT", 1, false],
    ["27 BRADWELL ROAD", "29 BRADWELL ROAD", "NUMBER_MISMATCH", 0, true],
    ["FLAT 2, 12 HIGH STREET", "FLAT 2, 12 HIGH STREET", "EXACT", 1, false],
    ["FLAT 2, 12 HIGH STREET", "APARTMENT 02, 12 HIGH STREET", "EXACT", 1, false],
    ["FLAT 2, 12 HIGH STREET", "FLAT 12, 12 HIGH STREET", "FLAT_MISMATCH", 0, true],
    ["FLAT 2, 12 HIGH STREET", "FLAT 2, 14 HIGH STREET", "NUMBER_MISMATCH", 0, true],
    ["FLAT 2, 12 HIGH STREET", "12 HIGH STREET", "FLAT_MISSING", 0.7, false],
    ["12 HIGH STREET", "FLAT 2, 12 HIGH STREET", "FLAT_MISSING", 0.7, false],
    ["FLAT 2A, 12 HIGH STREET", "FLAT 2, 12 HIGH STREET", "FLAT_MISMATCH", 0, true],
    ["GROUND FLOOR FLAT, 12 HIGH STREET", "GROUND FLOOR, 12 HIGH STREET", "EXACT", 1, false],
    ["GROUND FLOOR FLAT, 12 HIGH STREET", "FIRST FLOOR FLAT, 12 HIGH STREET", "FLAT_MISMATCH", 0, true],
    ["12A HIGH STREET", "12 HIGH STREET", "NUMBER_MISMATCH", 0, true],
    ["12A HIGH STREET", "12B HIGH STREET", "NUMBER_MISMATCH", 0, true],
    ["12 A HIGH STREET", "12A HIGH STREET", "EXACT", 1, false],
    ["FLAT A, 12 HIGH STREET", "12A HIGH STREET", "LETTER_AS_FLAT", 0.8, false],
    ["12A HIGH STREET", "FLAT A, 12 HIGH STREET", "LETTER_AS_FLAT", 0.8, false],
    ["FLAT B, 12 HIGH STREET", "12A HIGH STREET", "NUMBER_MISMATCH", 0, true],
    ["12-14 MARKET STREET", "12-14 MARKET STREET", "EXACT", 1, false],
    ["13 MARKET STREET", "12-14 MARKET STREET", "RANGE_OVERLAP", 0.8, false],
    ["16 MARKET STREET", "12-14 MARKET STREET", "NUMBER_MISMATCH", 0, true],
    ["ROSE COTTAGE, MILL LANE", "ROSE COTTAGE, MILL LANE", "NO_NUMBERS", 1, false],
    ["ROSE COTTAGE, 3 MILL LANE", "ROSE COTTAGE, MILL LANE", "NUMBER_MISSING_SAME_NAME", 0.8, false],
    ["3 MILL LANE", "ROSE COTTAGE, MILL LANE", "NUMBER_MISSING", 0.6, false],
  ])("%j vs %j → %s", (a, b, verdict, cap, disqualified) => {
    expect(compare(a, b)).toEqual({ verdict, cap, disqualified });
  });
});
