export type {
  AddressFields,
  AddressParts,
  BlockingStrategy,
  Candidate,
  CandidateSource,
  Confidence,
  MatchFailure,
  MatchResult,
  NumberVerdict,
  PostcodeVerdict,
  ScoreBreakdown,
  ScoredCandidate,
} from "./types";

// Postcode rules live in lib/postcode; re-exported so the matcher keeps its public API until the matching issue reshapes it.
export { getOutcode, getPostcodeSector, isValidOutcode, isValidPostcode, normalisePostcode } from "@/lib/postcode/normalise-postcode";
export { extractPostcode, locatePostcode, type LocatedPostcode } from "@/lib/postcode/extract-postcode";
export { parseAddress, parseAddressReadings } from "./parse-address";
export { buildAddressFromParts } from "./build-address-from-parts";
export { normaliseAddress, normaliseAddressField } from "./normalise-address";
export { joinAddressParts } from "./join-address-parts";
export { formatAddressFromParts, formatNormalisedParts } from "./format-address";
export { toTitleCase } from "./title-case";
export {
  compareHouseNumbers,
  formatHouseNumber,
  parseHouseNumber,
  type HouseNumber,
  type HouseNumberAgreement,
} from "./house-number";
export { measureJaroWinkler } from "./jaro-winkler";
export { compareTokens } from "./compare-tokens";
export { measureWordSimilarity } from "./compare-text";
export { prepareAddress, type PreparedAddress, type WeightedToken } from "./prepare-address";
export { prepareCandidate } from "./prepare-candidate";
export { prepareQuery } from "./prepare-query";
export { scoreCandidate, type CandidateScore } from "./score-candidate";
export { NUMBER_CAPS } from "./compare-numbers";
export { CONFIDENCE_THRESHOLDS, classifyConfidence } from "./classify-confidence";
export { detectChanges } from "./detect-changes";
export { rankCandidates, rankReadings } from "./rank-candidates";
export { matchAddress } from "./match-address";
export { createMemoryCandidateSource } from "./memory-candidate-source";
