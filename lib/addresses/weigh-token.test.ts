import { describe, expect, it } from "vitest";
import { weighToken, weighWords } from "./weigh-token";

describe("weighToken", () => {
  it.each([
    ["BRADWELL", 1],
    ["NORTH", 1],
    ["ROAD", 0.5],
    ["TERRACE", 0.5],
    ["COTTAGE", 0.5],
    ["THE", 0.25],
  ])("%j → %d", (token, weight) => {
    expect(weighToken(token)).toBe(weight);
  });
});

describe("weighWords", () => {
  it.each([
    ["PARK ROAD NORTH", [1, 0.5, 1]],
    ["BRADWELL ROAD", [1, 0.5]],
    ["THE GREEN", [0.25, 0.5]],
    ["BROADWAY", [0.5]],
    ["ELM GROVE TERRACE", [1, 0.5, 0.5]],
    ["", []],
  ])("%j → %j", (text, weights) => {
    expect(weighWords(text.split(" ").filter(Boolean)).map(({ weight }) => weight)).toEqual(weights);
  });
});
