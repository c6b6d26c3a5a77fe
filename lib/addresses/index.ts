// The matcher's one public entry point: normalise → parse → block → score → classify.
// The database candidate source is server-only and lives in ./sources.server.ts.
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

// Postcode rules live in lib/postcode; re-exported so a caller needs only this module.
export { getOutcode, getPostcodeSector, isValidOutcode, isValidPostcode, normalisePostcode } from "@/lib/postcode/normalise-postcode";
export { extractPostcode, locatePostcode, type LocatedPostcode } from "@/lib/postcode/extract-postcode";
export { normaliseAddressField, toTitleCase, measureJaroWinkler } from "./normalise";
export {
  buildAddressFromParts,
  compareHouseNumbers,
  formatAddressFromParts,
  formatHouseNumber,
  formatNormalisedParts,
  joinAddressParts,
  normaliseAddress,
  parseAddress,
  parseAddressReadings,
  parseHouseNumber,
  type HouseNumber,
  type HouseNumberAgreement,
} from "./parse";
export {
  compareTokens,
  measureWordSimilarity,
  NUMBER_CAPS,
  prepareAddress,
  prepareCandidate,
  prepareQuery,
  scoreCandidate,
  type CandidateScore,
  type PreparedAddress,
  type WeightedToken,
} from "./score";
export { CONFIDENCE_THRESHOLDS, classifyConfidence, classifyRanked, detectChanges, rankCandidates, rankReadings, type RankedMatch } from "./classify";
export {
  candidateSelect,
  createMemoryCandidateSource,
  listTrigrams,
  matchAddress,
  measureTrigramSimilarity,
  normaliseStreetName,
  rankStreetNames,
  toCandidate,
} from "./block";
