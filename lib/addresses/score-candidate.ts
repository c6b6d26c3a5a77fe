import { compareNumbers } from "./compare-numbers";
import { comparePostcodes } from "./compare-postcodes";
import { compareText } from "./compare-text";
import type { PreparedAddress } from "./prepare-address";
import type { ScoreBreakdown } from "./types";

// The postcode is a bonus on top of the words: with an exact postcode a perfect address
// scores 1, with none (or only an outcode) 0.95, which is still HIGH on its own.
const TEXT_WEIGHT = 0.9;
const POSTCODE_WEIGHT = 0.1;
// "27, NE3 3LJ" (number and postcode, no street) is how people look addresses up, and is
// usually unique: worth MEDIUM. A bare "27" with no exact postcode is worth nothing.
const NUMBER_AND_POSTCODE_TEXT = 0.8;

export interface CandidateScore {
  score: number;
  disqualified: boolean;
  breakdown: ScoreBreakdown;
}

/** Score in 0..1 of how well a candidate matches the query; 0 and disqualified on a number clash. */
export function scoreCandidate(query: PreparedAddress, candidate: PreparedAddress): CandidateScore {
  const numbers = compareNumbers(query, candidate);
  const postcode = comparePostcodes(query, candidate);
  if (numbers.disqualified) {
    return { score: 0, disqualified: true, breakdown: { numbers: numbers.verdict, text: 0, postcode: postcode.verdict } };
  }
  const text = compareText(query, candidate) ?? (postcode.verdict === "EXACT" ? NUMBER_AND_POSTCODE_TEXT : 0);
  const raw = TEXT_WEIGHT * text + POSTCODE_WEIGHT * postcode.value;
  const score = Math.min(raw, numbers.cap, postcode.cap);
  return { score: round(score), disqualified: false, breakdown: { numbers: numbers.verdict, text: round(text), postcode: postcode.verdict } };
}

// Three decimals keep ties exact and results stable across platforms.
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
