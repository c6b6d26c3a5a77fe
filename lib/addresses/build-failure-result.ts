import type { AddressParts, BlockingStrategy, MatchFailure, MatchResult, ScoredCandidate } from "./types";

/** The ERROR result: nothing to suggest, but what was parsed and scored is kept for debugging. */
export function buildFailureResult(
  parsed: AddressParts,
  failure: MatchFailure,
  ranked: ScoredCandidate[],
  blocking: BlockingStrategy[],
): MatchResult {
  return {
    confidence: "ERROR",
    score: 0,
    margin: 0,
    match: null,
    runnerUp: null,
    ranked,
    parsed,
    suggestedAddress: null,
    hasChanges: false,
    failure,
    blocking,
  };
}
