import { formatHouseNumber, formatNormalisedParts } from "./parse";
import { type PreparedAddress, type WeightedToken, type WordRarity, isUsableQuery, measureWordRarity, prepareCandidate, prepareQuery, scoreCandidate, selectComparableTokens } from "./score";
import type { AddressFields, AddressParts, BlockingStrategy, Candidate, Confidence, MatchFailure, MatchResult, ScoredCandidate } from "./types";

/**
 * HIGH (≥ 0.90) is reachable only when house and flat numbers agree exactly, the
 * name/street words match allowing a typo, and the postcode is equal or absent: every
 * partial-number or wrong-postcode cap sits below it, so HIGH is safe to auto-link.
 * MEDIUM (≥ 0.75) is a likely match worth a glance: a corrected postcode, a number
 * range, "12A" vs "FLAT A, 12", or a street missing a word ("PARK ROAD" for "PARK ROAD
 * NORTH"). LOW (≥ 0.45) is a guess: missing flat or house number, a different building
 * name. Below that there is no match (ERROR): e.g. same number and postcode but a
 * different street scores about 0.4.
 */
export const CONFIDENCE_THRESHOLDS = {
  high: 0.9,
  medium: 0.75,
  minimum: 0.45,
  /** Runner-up this close: a coin toss between two properties. */
  tieMargin: 0.02,
  /** Runner-up closer than this: one confidence level lower. */
  clearMargin: 0.08,
} as const;

export function classifyConfidence(score: number, margin: number): Confidence {
  const t = CONFIDENCE_THRESHOLDS;
  if (score < t.minimum) return "ERROR";
  if (margin < t.tieMargin) return "LOW";
  const level: Confidence = score >= t.high ? "HIGH" : score >= t.medium ? "MEDIUM" : "LOW";
  if (margin >= t.clearMargin) return level;
  return level === "HIGH" ? "MEDIUM" : "LOW";
}

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

/**
 * Whether a suggestion corrects the input rather than just restyling it: a different or
 * added flat, number, street or street word, a different building name, or a different
 * or added postcode. Adding a town, or a house name to a numbered address, is not a correction.
 */
export function detectChanges(input: PreparedAddress, suggestion: PreparedAddress): boolean {
  if (input.saonKey !== suggestion.saonKey) return true;
  if (formatNumber(input) !== formatNumber(suggestion)) return true;
  if (suggestion.parts.postcode !== undefined && input.parts.postcode !== suggestion.parts.postcode) return true;
  // "27, NE3 3LJ" → "27 BRADWELL ROAD": the scorer tolerates a missing street, but filling one in is a correction.
  if (input.street.length === 0 && suggestion.street.length > 0) return true;
  const { coreA, optionalA, coreB, optionalB } = selectComparableTokens(input, suggestion);
  return !containsAll(coreA, [...coreB, ...optionalB]) || !containsAll(coreB, [...coreA, ...optionalA]);
}

function formatNumber(address: PreparedAddress): string {
  return address.houseNumber ? formatHouseNumber(address.houseNumber) : "";
}

function containsAll(words: readonly WeightedToken[], pool: readonly WeightedToken[]): boolean {
  const available = new Set(pool.map(({ token }) => token));
  return words.every(({ token }) => available.has(token));
}

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
  const rarity = measureWordRarity(candidates.map(prepareCandidate));
  const ranked = candidates.map((candidate, index) => scoreReadings(readings, candidate, index, rarity)).sort(compareRanked);
  const list = ranked.map(({ scored }) => scored);
  const best = ranked[0];
  if (!best || best.scored.disqualified) return buildFailureResult(parsed, "NO_MATCH", list, blocking);
  // A suggestion must not supply a house or flat number the query never gave: that would be
  // a guess at which property was meant, however well the words agree.
  if (addsNumber(best.reading, best.prepared)) return buildFailureResult(parsed, "NO_MATCH", list, blocking);
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

export interface RankedMatch {
  scored: ScoredCandidate;
  confidence: Confidence;
}

/**
 * Each candidate of a ranked list with its own confidence: its score, one level lower when
 * a different property scores close to it, LOW when one scores as well or better. So in a
 * list only a clear best can be HIGH or MEDIUM; the rest are guesses. Disqualified ones are left out.
 */
export function classifyRanked(ranked: readonly ScoredCandidate[]): RankedMatch[] {
  const open = ranked.filter(({ disqualified }) => !disqualified);
  return open.map((scored) => {
    let rival = 0;
    for (const other of open) if (identifyScored(other) !== identifyScored(scored)) rival = Math.max(rival, other.score);
    return { scored, confidence: classifyConfidence(scored.score, round(scored.score - rival)) };
  });
}

function identifyScored(scored: ScoredCandidate): string {
  return scored.candidate.uprn ? `uprn:${scored.candidate.uprn}` : `id:${scored.candidate.id}`;
}

function addsNumber(query: PreparedAddress, candidate: PreparedAddress): boolean {
  const sameBuilding = query.nameKey !== "" && query.nameKey === candidate.nameKey;
  if (candidate.houseNumber && !query.houseNumber && !query.saonKey && !sameBuilding) return true;
  return Boolean(candidate.saonKey && DIGIT_RE.test(candidate.saonKey) && !query.saonKey && !(query.houseNumber && !candidate.houseNumber));
}

const DIGIT_RE = /\d/;

// Ambiguous input ("2/3 HIGH STREET") is scored under each reading; the best one counts.
function scoreReadings(readings: readonly PreparedAddress[], candidate: Candidate, index: number, rarity: WordRarity): Ranked {
  const prepared = prepareCandidate(candidate);
  let best: Ranked | null = null;
  for (const reading of readings) {
    const result = scoreCandidate(reading, prepared, rarity);
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
  return identifyScored(scored);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
