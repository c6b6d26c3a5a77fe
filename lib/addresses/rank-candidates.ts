import { buildFailureResult } from "./build-failure-result";
import { classifyConfidence } from "./classify-confidence";
import { detectChanges } from "./detect-changes";
import { formatNormalisedParts } from "./format-address";
import type { PreparedAddress } from "./prepare-address";
import { prepareCandidate } from "./prepare-candidate";
import { isUsableQuery, prepareQuery } from "./prepare-query";
import { scoreCandidate } from "./score-candidate";
import type { AddressFields, BlockingStrategy, Candidate, MatchResult, ScoredCandidate } from "./types";

interface Ranked {
  scored: ScoredCandidate;
  reading: PreparedAddress;
  prepared: PreparedAddress;
  index: number;
}

/** Scores candidates already in memory against free text or structured fields. */
export function rankCandidates(input: string | AddressFields, candidates: readonly Candidate[]): MatchResult {
  return rankReadings(prepareQuery(input), candidates, []);
}

/** rankCandidates for a query that is already prepared (see prepareQuery). */
export function rankReadings(
  readings: readonly PreparedAddress[],
  candidates: readonly Candidate[],
  blocking: BlockingStrategy[],
): MatchResult {
  const primary = readings[0];
  const parsed = primary?.parts ?? {};
  if (!isUsableQuery(primary)) return buildFailureResult(parsed, "EMPTY_INPUT", [], blocking);
  if (candidates.length === 0) return buildFailureResult(parsed, "NO_CANDIDATES", [], blocking);
  const ranked = candidates.map((candidate, index) => scoreReadings(readings, candidate, index)).sort(compareRanked);
  const list = ranked.map(({ scored }) => scored);
  const best = ranked[0];
  if (!best || best.scored.disqualified) return buildFailureResult(parsed, "NO_MATCH", list, blocking);
  const runnerUp = ranked.find((entry) => !entry.scored.disqualified && identify(entry) !== identify(best));
  const margin = round(best.scored.score - (runnerUp?.scored.score ?? 0));
  const confidence = classifyConfidence(best.scored.score, margin);
  if (confidence === "ERROR") return buildFailureResult(parsed, "NO_MATCH", list, blocking);
  return {
    confidence,
    score: best.scored.score,
    margin,
    match: best.scored,
    runnerUp: runnerUp?.scored ?? null,
    ranked: list,
    parsed,
    suggestedAddress: formatNormalisedParts(best.prepared.parts),
    hasChanges: detectChanges(best.reading, best.prepared),
    blocking,
  };
}

// Ambiguous input ("2/3 HIGH STREET") is scored under each reading; the best one counts.
function scoreReadings(readings: readonly PreparedAddress[], candidate: Candidate, index: number): Ranked {
  const prepared = prepareCandidate(candidate);
  let best: Ranked | null = null;
  for (const reading of readings) {
    const result = scoreCandidate(reading, prepared);
    if (best && !isBetter(result.score, result.disqualified, best.scored)) continue;
    best = { scored: { candidate, parts: prepared.parts, ...result }, reading, prepared, index };
  }
  if (!best) throw new Error("rankReadings needs at least one reading");
  return best;
}

function isBetter(score: number, disqualified: boolean, than: ScoredCandidate): boolean {
  if (disqualified !== than.disqualified) return !disqualified;
  return score > than.score;
}

function compareRanked(a: Ranked, b: Ranked): number {
  if (a.scored.disqualified !== b.scored.disqualified) return a.scored.disqualified ? 1 : -1;
  return b.scored.score - a.scored.score || a.index - b.index;
}

// Two records of one UPRN (say, an official and an alternative address) are not rivals.
function identify({ scored }: Ranked): string {
  return scored.candidate.uprn ? `uprn:${scored.candidate.uprn}` : `id:${scored.candidate.id}`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
