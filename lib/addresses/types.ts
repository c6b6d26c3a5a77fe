/** Raw address fields as supplied by Price Paid, AddressBase or a form; any may be blank. */
export interface AddressFields {
  saon?: string | null;
  paon?: string | null;
  street?: string | null;
  locality?: string | null;
  town?: string | null;
  district?: string | null;
  county?: string | null;
  postcode?: string | null;
  /** Outward code, for when only that is known ("NE3"). */
  outcode?: string | null;
}

/**
 * Normalised address parts: upper-case, punctuation stripped, abbreviations expanded,
 * blank parts omitted. `outcode` is set whenever the outward code is known, including
 * when only a partial postcode ("NE3") was given.
 */
export interface AddressParts {
  saon?: string;
  paon?: string;
  street?: string;
  locality?: string;
  town?: string;
  postcode?: string;
  outcode?: string;
}

/** A known address (e.g. an AddressBase/UPRN record) that input may be matched to. */
export interface Candidate extends AddressFields {
  id: string;
  uprn?: string;
  /** Single-line address; parsed when the structured fields are absent. */
  address: string;
}

/**
 * Where candidates come from. Implementations should match `street` loosely (trigram,
 * prefix of first word, etc.) because it may still contain typos: precise comparison is
 * done by the scorer. `postcode` arrives normalised ("NE3 3LJ"), `street` upper-case with
 * abbreviations expanded ("BRADWELL ROAD").
 */
export interface CandidateSource {
  byPostcode(postcode: string): Promise<Candidate[]>;
  byOutcodeAndStreet(outcode: string, street: string): Promise<Candidate[]>;
  /**
   * Optional: for input with no postcode at all, candidates on a street of that name (or a
   * similar one: typos) anywhere; `town` (the query's town or locality words) ranks streets.
   */
  byStreet?(street: string, town?: string): Promise<Candidate[]>;
  /** Optional: candidates in a building of that name ("DENE COURT"), within the outward code when given. */
  byBuildingName?(name: string, outcode?: string): Promise<Candidate[]>;
}

export type Confidence = "HIGH" | "MEDIUM" | "LOW" | "ERROR";

export type NumberVerdict =
  | "EXACT"
  | "NO_NUMBERS"
  | "RANGE_OVERLAP"
  | "LETTER_AS_FLAT"
  | "NUMBER_MISSING_SAME_NAME"
  | "FLAT_MISSING"
  | "NUMBER_MISSING"
  | "FLAT_MISMATCH"
  | "NUMBER_MISMATCH";

export type PostcodeVerdict = "EXACT" | "UNKNOWN" | "SAME_SECTOR" | "SAME_OUTCODE" | "DIFFERENT";

export interface ScoreBreakdown {
  numbers: NumberVerdict;
  /** Token similarity of building name and street, 0..1. */
  text: number;
  postcode: PostcodeVerdict;
}

export interface ScoredCandidate {
  candidate: Candidate;
  parts: AddressParts;
  score: number;
  disqualified: boolean;
  breakdown: ScoreBreakdown;
}

export type MatchFailure = "EMPTY_INPUT" | "NO_BLOCKING_KEY" | "NO_CANDIDATES" | "NO_MATCH";

export type BlockingStrategy = "POSTCODE" | "OUTCODE_STREET" | "STREET" | "BUILDING_NAME";

export interface MatchResult {
  confidence: Confidence;
  /** Score of the best match, 0..1 (0 when there is none). */
  score: number;
  /** Best score minus the best score of a different property (UPRN), 0..1. */
  margin: number;
  match: ScoredCandidate | null;
  runnerUp: ScoredCandidate | null;
  /** Every candidate scored, best first; disqualified ones last. */
  ranked: ScoredCandidate[];
  /** How the input was understood. */
  parsed: AddressParts;
  /** Title-case single line of the matched address, null when nothing matched. */
  suggestedAddress: string | null;
  /** Whether the suggestion differs from the input in number, flat, name, street or postcode. */
  hasChanges: boolean;
  /** Set when confidence is ERROR. */
  failure?: MatchFailure;
  /** Candidate look-ups performed, in order (empty for rankCandidates). */
  blocking: BlockingStrategy[];
}
