import { describe, expect, it } from "vitest";
import { classifyAreaType } from "./classify-area-type";

describe("classifyAreaType", () => {
  it.each([
    [848, "urban"], // NE1 4ST, Newcastle city centre
    [300, "urban"],
    [299, "suburban"],
    [289, "suburban"], // NE3 3LJ, Gosforth
    [75, "suburban"],
    [74, "rural"],
    [0, "rural"],
  ])("%i postcodes within 1 km → %s", (count, expected) => {
    expect(classifyAreaType(count)).toBe(expected);
  });
});
