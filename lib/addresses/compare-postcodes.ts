import type { PreparedAddress } from "./prepare-address";
import type { PostcodeVerdict } from "./types";

export interface PostcodeComparison {
  verdict: PostcodeVerdict;
  /** Contribution to the score before weighting, 0..1. */
  value: number;
  cap: number;
}

// A postcode that disagrees means the input is wrong somewhere: the match may still be
// right (postcodes are often mistyped) but must not be auto-accepted, so the caps sit
// below the HIGH threshold.
const NEARBY_POSTCODE_CAP = 0.85;
const DISTANT_POSTCODE_CAP = 0.8;
// Unknown is neutral: half the value of an exact match, no cap.
const UNKNOWN_VALUE = 0.5;

export function comparePostcodes(query: PreparedAddress, candidate: PreparedAddress): PostcodeComparison {
  const a = query.parts;
  const b = candidate.parts;
  if (a.postcode && b.postcode) {
    if (a.postcode === b.postcode) return { verdict: "EXACT", value: 1, cap: 1 };
    if (query.sector === candidate.sector) return { verdict: "SAME_SECTOR", value: 0, cap: NEARBY_POSTCODE_CAP };
    if (a.outcode === b.outcode) return { verdict: "SAME_OUTCODE", value: 0, cap: NEARBY_POSTCODE_CAP };
    return { verdict: "DIFFERENT", value: 0, cap: DISTANT_POSTCODE_CAP };
  }
  if (a.outcode && b.outcode && a.outcode !== b.outcode) {
    return { verdict: "DIFFERENT", value: 0, cap: DISTANT_POSTCODE_CAP };
  }
  return { verdict: "UNKNOWN", value: UNKNOWN_VALUE, cap: 1 };
}
