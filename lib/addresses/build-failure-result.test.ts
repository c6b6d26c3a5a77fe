import { describe, expect, it } from "vitest";
import { buildFailureResult } from "./build-failure-result";
import type { MatchFailure } from "./types";

describe("buildFailureResult", () => {
  it.each<MatchFailure>(["EMPTY_INPUT", "NO_BLOCKING_KEY", "NO_CANDIDATES", "NO_MATCH"])("%s is an ERROR with nothing suggested", (failure) => {
    const result = buildFailureResult({ paon: "27" }, failure, [], ["POSTCODE"]);
    expect(result).toMatchObject({ confidence: "ERROR", score: 0, match: null, suggestedAddress: null, hasChanges: false, failure });
    expect(result.parsed).toEqual({ paon: "27" });
    expect(result.blocking).toEqual(["POSTCODE"]);
  });
});
