import { compareTokens } from "./compare-tokens";
import type { PreparedAddress, WeightedToken } from "./prepare-address";
import { selectComparableTokens } from "./select-comparable-tokens";
import { weighWords } from "./weigh-token";

// A word found only in the other side's locality/town ("CLOVERFIELD WEST ALLOTMENT" typed
// as one street) still counts, slightly less than one found in the right field.
const OPTIONAL_MATCH_FACTOR = 0.9;
/**
 * Similarity of building names and streets, 0..1: each core word on each side is matched
 * to its most similar word on the other side, weighted by how identifying it is. This
 * is O(words²), and words per address are few. Null when neither side names a building
 * or street ("27, NE3 3LJ"), so there is no evidence either way.
 */
export function compareText(a: PreparedAddress, b: PreparedAddress): number | null {
  const { coreA, optionalA, coreB, optionalB, penalty } = selectComparableTokens(a, b);
  const total = sumWeights(coreA) + sumWeights(coreB);
  if (total === 0) return null;
  const matched = sumMatched(coreA, coreB, optionalB) + sumMatched(coreB, coreA, optionalA);
  return (penalty * matched) / total;
}

/** Weighted similarity of two word lists, 0..1, e.g. a typed street against a register's. */
export function measureWordSimilarity(a: readonly string[], b: readonly string[]): number {
  const weightedA = weighWords(a);
  const weightedB = weighWords(b);
  const total = sumWeights(weightedA) + sumWeights(weightedB);
  if (total === 0) return 0;
  return (sumMatched(weightedA, weightedB, []) + sumMatched(weightedB, weightedA, [])) / total;
}

function sumMatched(words: readonly WeightedToken[], core: readonly WeightedToken[], optional: readonly WeightedToken[]): number {
  let sum = 0;
  for (const { token, weight } of words) {
    let best = 0;
    for (const other of core) best = Math.max(best, compareTokens(token, other.token));
    if (best < 1) {
      for (const other of optional) best = Math.max(best, OPTIONAL_MATCH_FACTOR * compareTokens(token, other.token));
    }
    sum += weight * best;
  }
  return sum;
}

function sumWeights(words: readonly WeightedToken[]): number {
  let sum = 0;
  for (const { weight } of words) sum += weight;
  return sum;
}
