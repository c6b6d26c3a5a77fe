import { describe, expect, it } from "vitest";
import { classifyConfidence } from "./classify-confidence";
import type { Confidence } from "./types";

describe("classifyConfidence", () => {
  it.each<[number, number, Confidence]>([
    [1, 1, "HIGH"],
    [0.9, 0.08, "HIGH"],
    [0.95, 0.05, "MEDIUM"],
    [0.95, 0.01, "LOW"],
    [0.89, 0.5, "MEDIUM"],
    [0.75, 0.5, "MEDIUM"],
    [0.8, 0.05, "LOW"],
    [0.74, 0.5, "LOW"],
    [0.45, 0.45, "LOW"],
    [0.44, 0.44, "ERROR"],
    [0, 0, "ERROR"],
  ])("score %d, margin %d → %s", (score, margin, expected) => {
    expect(classifyConfidence(score, margin)).toBe(expected);
  });
});
