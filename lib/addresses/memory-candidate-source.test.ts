import { describe, expect, it } from "vitest";
import { createMemoryCandidateSource } from "./memory-candidate-source";
import { REGISTER } from "./test-fixtures";

const source = createMemoryCandidateSource(REGISTER);
const ids = (candidates: { id: string }[]): string[] => candidates.map(({ id }) => id).sort();

describe("createMemoryCandidateSource", () => {
  it.each([
    ["NE2 1AB", ["park-road-10", "park-road-north-10"]],
    ["ne21ab", ["park-road-10", "park-road-north-10"]],
    ["NE99 9ZZ", []],
    ["nonsense", []],
  ])("byPostcode(%j)", async (postcode, expected) => {
    expect(ids(await source.byPostcode(postcode))).toEqual(expected);
  });

  it.each([
    ["NE2", "PARK ROAD", ["park-road-10", "park-road-north-10", "park-road-north-20", "park-road-south-20"]],
    ["NE3", "BRADWEL ROAD", ["bradwell-21", "bradwell-23", "bradwell-25", "bradwell-27", "bradwell-29", "bradwell-31", "bradwell-33"]],
    ["ne3", "bradwell rd", ["bradwell-21", "bradwell-23", "bradwell-25", "bradwell-27", "bradwell-29", "bradwell-31", "bradwell-33"]],
    ["NE3", "KENTON ROAD", ["kenton-25", "kenton-27"]],
    ["NE3", "ACACIA AVENUE", []],
    ["NE9", "BRADWELL ROAD", []],
  ])("byOutcodeAndStreet(%j, %j)", async (outcode, street, expected) => {
    expect(ids(await source.byOutcodeAndStreet(outcode, street))).toEqual(expected);
  });

  it("returns copies so callers cannot corrupt the index", async () => {
    const first = await source.byPostcode("NE2 1AB");
    first.length = 0;
    expect(await source.byPostcode("NE2 1AB")).toHaveLength(2);
  });
});
