import { describe, expect, it } from "vitest";
import { classifyHeight } from "./classify-height";

describe("classifyHeight", () => {
  it.each([
    [0.1, "low-rise"],
    [17.99, "low-rise"],
    [18, "mid-rise"],
    [59.99, "mid-rise"],
    [60, "high-rise"],
    [310, "high-rise"],
  ])("%d m → %s", (height, expected) => {
    expect(classifyHeight(height)).toBe(expected);
  });
});
