import { describe, expect, it } from "vitest";
import { parseAddress } from "./parse-address";
import { prepareAddress } from "./prepare-address";
import { scoreCandidate } from "./score-candidate";

const score = (query: string, candidate: string) => scoreCandidate(prepareAddress(parseAddress(query)), prepareAddress(parseAddress(candidate)));

describe("scoreCandidate", () => {
  it.each([
    ["27 Bradwell Road NE3 3LJ", "27 BRADWELL ROAD, NEWCASTLE UPON TYNE, NE3 3LJ", 1, 1],
    ["27 Bradwell Road", "27 BRADWELL ROAD, NE3 3LJ", 0.95, 0.95],
    ["27 Bradwel Rd NE3 3LJ", "27 BRADWELL ROAD, NE3 3LJ", 0.97, 0.99],
    ["27 Bradwell Road NE3 3LX", "27 BRADWELL ROAD, NE3 3LJ", 0.85, 0.85],
    ["Flat 2, 12 High St NE3 1AA", "12 HIGH STREET, NE3 1AA", 0.7, 0.7],
    ["13 Market St NE1 6JE", "12-14 MARKET STREET, NE1 6JE", 0.8, 0.8],
    ["10 Park Road NE2 1AB", "10 PARK ROAD NORTH, NE2 1AB", 0.7, 0.8],
    ["27 Bradwell Road NE3 3LJ", "27 KENTON ROAD, NE3 3LJ", 0.35, 0.45],
    ["27, NE3 3LJ", "27 BRADWELL ROAD, NE3 3LJ", 0.82, 0.82],
    ["27", "27 BRADWELL ROAD, NE3 3LJ", 0.05, 0.05],
    ["27, NE3 3LX", "27 BRADWELL ROAD, NE3 3LJ", 0, 0],
  ])("%j vs %j in [%d, %d]", (query, candidate, min, max) => {
    const result = score(query, candidate);
    expect(result.disqualified).toBe(false);
    expect(result.score).toBeGreaterThanOrEqual(min);
    expect(result.score).toBeLessThanOrEqual(max);
  });

  it("disqualifies a house number clash with score 0", () => {
    expect(score("27 Bradwell Road NE3 3LJ", "29 BRADWELL ROAD, NE3 3LJ")).toEqual({
      score: 0,
      disqualified: true,
      breakdown: { numbers: "NUMBER_MISMATCH", text: 0, postcode: "EXACT" },
    });
  });

  it("explains the score", () => {
    expect(score("27 Bradwell Road NE3 3LX", "27 BRADWELL ROAD, NE3 3LJ").breakdown).toEqual({
      numbers: "EXACT",
      text: 1,
      postcode: "SAME_SECTOR",
    });
  });
});
