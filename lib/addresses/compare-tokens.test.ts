import { describe, expect, it } from "vitest";
import { compareTokens } from "./compare-tokens";

describe("compareTokens", () => {
  it.each([
    ["BRADWELL", "BRADWELL", "exact", 1, 1],
    ["BRADWEL", "BRADWELL", "dropped letter", 0.95, 1],
    ["CLOVERFEILD", "CLOVERFIELD", "transposition", 0.95, 1],
    ["ROGERSON", "ROGESRON", "transposition", 0.9, 1],
    ["ELMS", "ELM", "plural of a short word", 0.9, 0.9],
    ["NORTH", "SOUTH", "different word", 0, 0],
    ["ROAD", "RIDE", "short different word", 0, 0],
    ["ELM", "ELK", "short words are exact only", 0, 0],
    ["A1", "A2", "words with digits are exact only", 0, 0],
    ["BRADWELL", "KENTON", "unrelated", 0, 0],
  ])("%j vs %j (%s)", (a, b, _why, min, max) => {
    const similarity = compareTokens(a, b);
    expect(similarity).toBeGreaterThanOrEqual(min);
    expect(similarity).toBeLessThanOrEqual(max);
    expect(compareTokens(b, a)).toBe(similarity);
  });
});
