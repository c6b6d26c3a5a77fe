import { measureJaroWinkler } from "./jaro-winkler";

// Below this, two different words are too far apart to be one word misspelt.
const MIN_TYPO_SIMILARITY = 0.88;
// Short words ("ELM", "OAK") collide too easily under fuzzy measures: exact or plural only.
const MIN_FUZZY_LENGTH = 4;
const PLURAL_SIMILARITY = 0.9;
const DIGIT_RE = /\d/;

/** Similarity of two normalised address words, 0 when they should not be confused. */
export function compareTokens(a: string, b: string): number {
  if (a === b) return 1;
  // Words carrying numbers ("A1", "2ND") identify things: never fuzzy.
  if (DIGIT_RE.test(a) || DIGIT_RE.test(b)) return 0;
  if (a === `${b}S` || b === `${a}S`) return PLURAL_SIMILARITY;
  if (Math.min(a.length, b.length) < MIN_FUZZY_LENGTH) return 0;
  const similarity = measureJaroWinkler(a, b);
  return similarity >= MIN_TYPO_SIMILARITY ? similarity : 0;
}
