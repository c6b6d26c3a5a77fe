import { describe, expect, it } from "vitest";
import { compareText, measureWordSimilarity } from "./compare-text";
import { parseAddress } from "./parse-address";
import { prepareAddress } from "./prepare-address";

const compare = (a: string, b: string): number | null => compareText(prepareAddress(parseAddress(a)), prepareAddress(parseAddress(b)));

describe("compareText", () => {
  it.each([
    ["27 Bradwell Road", "27 BRADWELL ROAD, NEWCASTLE UPON TYNE", 1, 1],
    ["27 Bradwel Rd", "27 BRADWELL ROAD", 0.97, 0.99],
    ["11 Rogerson Terace", "11 ROGERSON TERRACE", 0.97, 0.995],
    ["10 Park Road", "10 PARK ROAD NORTH", 0.7, 0.8],
    ["5 Elm Grove", "5 ELM GROVE TERRACE", 0.8, 0.9],
    ["8 James Street", "8 SAINT JAMES STREET", 0.7, 0.8],
    ["139 Cloverfield West Allotment", "139 CLOVERFIELD, WEST ALLOTMENT", 0.9, 0.96],
    ["Rose Cottage", "ROSE COTTAGE, MILL LANE", 0.949, 0.951],
    ["Rose Cottage, Mill Lane", "ROSE HOUSE, MILL LANE", 0.75, 0.85],
    ["27 Bradwell Road", "27 KENTON ROAD", 0.3, 0.35],
  ])("%j vs %j in [%d, %d]", (a, b, min, max) => {
    const similarity = compare(a, b);
    expect(similarity).not.toBeNull();
    expect(similarity ?? -1).toBeGreaterThanOrEqual(min);
    expect(similarity ?? 2).toBeLessThanOrEqual(max);
  });

  it.each([
    ["27", "27 BRADWELL ROAD"],
    ["27, NE3 3LJ", "27 BRADWELL ROAD, NE3 3LJ"],
    ["FLAT 2", "FLAT 2, 12 HIGH STREET"],
  ])("%j vs %j has no word evidence (null)", (a, b) => {
    expect(compare(a, b)).toBeNull();
  });
});

describe("measureWordSimilarity", () => {
  it.each([
    ["BRADWELL ROAD", "BRADWELL ROAD", 1, 1],
    ["BRADWEL ROAD", "BRADWELL ROAD", 0.95, 1],
    ["PARK ROAD", "PARK ROAD NORTH", 0.7, 0.8],
    ["BRADWELL ROAD", "KENTON ROAD", 0.3, 0.35],
    ["", "", 0, 0],
  ])("%j vs %j in [%d, %d]", (a, b, min, max) => {
    const similarity = measureWordSimilarity(a.split(" ").filter(Boolean), b.split(" ").filter(Boolean));
    expect(similarity).toBeGreaterThanOrEqual(min);
    expect(similarity).toBeLessThanOrEqual(max);
  });
});
