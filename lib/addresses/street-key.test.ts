import { describe, expect, it } from "vitest";
import { streetKey } from "./street-key";

describe("streetKey", () => {
  it.each([
    ["BRADWELL ROAD", "BRADW"],
    ["SAINT JOHNS ROAD", "JOHN"],
    ["bradwel road", "BRADW"],
    ["ELM GROVE TERRACE", "GROV"],
    ["ROAD", "ROA"],
  ])("%s → %s", (street, key) => expect(streetKey(street)).toBe(key));
});
