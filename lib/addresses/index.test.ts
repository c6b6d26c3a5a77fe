import { describe, expect, it } from "vitest";
import * as addresses from "./index";

describe("public API", () => {
  it.each([
    "normalisePostcode",
    "isValidPostcode",
    "extractPostcode",
    "getOutcode",
    "parseAddress",
    "buildAddressFromParts",
    "normaliseAddress",
    "formatAddressFromParts",
    "rankCandidates",
    "matchAddress",
    "createMemoryCandidateSource",
    "classifyConfidence",
    "classifyRanked",
    "toCandidate",
    "toTitleCase",
    "normaliseStreetName",
    "listTrigrams",
    "rankStreetNames",
  ])("exports %s", (name) => {
    expect(typeof (addresses as Record<string, unknown>)[name]).toBe("function");
  });

  it("exports the confidence thresholds", () => {
    expect(addresses.CONFIDENCE_THRESHOLDS.high).toBeGreaterThan(addresses.CONFIDENCE_THRESHOLDS.medium);
  });
});
