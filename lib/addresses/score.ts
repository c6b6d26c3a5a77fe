import { extractPostcode } from "@/lib/postcode/extract-postcode";
import { getOutcode, getPostcodeSector, normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { countEdits, measureJaroWinkler } from "./normalise";
import { type HouseNumber, buildAddressFromParts, compareHouseNumbers, formatHouseNumber, parseAddress, parseAddressReadings, parseHouseNumber } from "./parse";
import type { AddressFields, AddressParts, Candidate, NumberVerdict, PostcodeVerdict, ScoreBreakdown } from "./types";
import { BUILDING_WORDS, FLAT_ID_RE, FLOOR_WORDS, STOP_WORDS, STREET_TYPES } from "./vocabulary";

const STOP_WORD_WEIGHT = 0.25;
const DESCRIPTOR_WEIGHT = 0.5;

/**
 * How much a word identifies an address. "ROAD" or "COTTAGE" is shared by thousands of
 * addresses, so it should count for less than "BRADWELL" when similarity is summed.
 */
export function weighToken(token: string): number {
  if (STOP_WORDS.has(token)) return STOP_WORD_WEIGHT;
  if (STREET_TYPES.has(token) || BUILDING_WORDS.has(token)) return DESCRIPTOR_WEIGHT;
  return 1;
}

/**
 * Weights for the words of one name or street. A descriptor in first place, followed by
 * more words, is the name itself ("PARK ROAD", "GREEN LANE"), so it keeps full weight.
 */
export function weighWords(words: readonly string[]): { token: string; weight: number }[] {
  const leadingName = words.length > 1 && !STOP_WORDS.has(words[0] ?? "");
  return words.map((token, i) => ({ token, weight: i === 0 && leadingName ? 1 : weighToken(token) }));
}

export interface WeightedToken {
  token: string;
  weight: number;
}

/** Parts plus everything the scorer needs, computed once per address. */
export interface PreparedAddress {
  parts: AddressParts;
  /** Flat identity: "2", "2A", "2/1", or a floor ("GROUND") when there is no number. */
  saonKey?: string;
  houseNumber?: HouseNumber;
  /** Building name from the PAON, "" when there is none. */
  nameKey: string;
  name: WeightedToken[];
  street: WeightedToken[];
  /** Locality and town words: used to confirm, never required. */
  area: WeightedToken[];
  sector?: string;
}

const WORD_SPLIT_RE = /[\s,]+/;
const SLASH_ID_RE = /^\d+[A-Z]?\/\d+[A-Z]?$/;
const LEADING_ZEROS_RE = /^0+(?=\d)/;

export function prepareAddress(parts: AddressParts): PreparedAddress {
  const paonWords = splitWords(parts.paon);
  const numberIndex = paonWords.findIndex((word) => parseHouseNumber(word) !== null);
  const houseNumber = parseHouseNumber(paonWords[numberIndex] ?? "") ?? undefined;
  const nameWords = paonWords.filter((_, i) => i !== numberIndex);
  const areaWords = [...new Set([...splitWords(parts.locality), ...splitWords(parts.town)])];
  const prepared: PreparedAddress = {
    parts,
    nameKey: nameWords.join(" "),
    name: weighWords(nameWords),
    street: weighWords(splitWords(parts.street)),
    area: areaWords.map((token) => ({ token, weight: weighToken(token) })),
  };
  const saonKey = deriveSaonKey(parts.saon);
  if (saonKey) prepared.saonKey = saonKey;
  if (houseNumber) prepared.houseNumber = houseNumber;
  const sector = parts.postcode ? getPostcodeSector(parts.postcode) : null;
  if (sector) prepared.sector = sector;
  return prepared;
}

// "FLAT 02" and "APARTMENT 2" are the same flat; "GROUND FLOOR FLAT" and "GROUND FLOOR"
// the same floor. The keyword in front never distinguishes two flats in one building.
function deriveSaonKey(saon: string | undefined): string | undefined {
  const words = splitWords(saon);
  if (words.length === 0) return undefined;
  const id = words.find((word) => FLAT_ID_RE.test(word) || SLASH_ID_RE.test(word));
  if (id) return id.replace(LEADING_ZEROS_RE, "");
  const floors = words.flatMap((word) => FLOOR_WORDS.get(word) ?? []);
  return (floors.length > 0 ? floors : words).join(" ");
}

function splitWords(text: string | undefined): string[] {
  return text ? text.split(WORD_SPLIT_RE).filter((word) => word !== "") : [];
}

// Candidates are re-scored for many queries (a street block is shared by every house on
// it), so parsing is remembered per candidate object. A WeakMap lets them be collected.
const cache = new WeakMap<Candidate, PreparedAddress>();

export function prepareCandidate(candidate: Candidate): PreparedAddress {
  const cached = cache.get(candidate);
  if (cached) return cached;
  const prepared = prepareAddress(readCandidateParts(candidate));
  cache.set(candidate, prepared);
  return prepared;
}

/** Structured fields when the candidate has them, else its single-line address. */
export function readCandidateParts(candidate: Candidate): AddressParts {
  const structured = Boolean(candidate.saon || candidate.paon || candidate.street);
  const parts = structured ? buildAddressFromParts(candidate) : parseAddress(candidate.address);
  // Trust an explicit postcode field over one found in text; fall back to the text.
  const postcode = normalisePostcode(candidate.postcode ?? "") ?? parts.postcode ?? extractPostcode(candidate.address);
  const outcode = postcode ? getOutcode(postcode) : null;
  return postcode && outcode ? { ...parts, postcode, outcode } : parts;
}

/** Free text or structured fields → every reading worth scoring, most likely first. */
export function prepareQuery(input: string | AddressFields): PreparedAddress[] {
  const readings = typeof input === "string" ? parseAddressReadings(input) : [buildAddressFromParts(input)];
  return readings.map(prepareAddress);
}

/** False when nothing usable was found: no number, words or postcode. */
export function isUsableQuery(query: PreparedAddress | undefined): query is PreparedAddress {
  if (!query) return false;
  const { parts } = query;
  return Boolean(
    query.saonKey || query.houseNumber || query.name.length || query.street.length || query.area.length || parts.outcode,
  );
}

// Below this, two different words are too far apart to be one word misspelt.
const MIN_TYPO_SIMILARITY = 0.88;
// Short words ("ELM", "OAK") collide too easily under fuzzy measures: exact or plural only.
const MIN_FUZZY_LENGTH = 4;
const PLURAL_SIMILARITY = 0.9;
const MIN_ONE_EDIT_LENGTH = 5;
const ONE_EDIT_SIMILARITY = 0.88;
const DIGIT_RE = /\d/;

/** Similarity of two normalised address words, 0 when they should not be confused. */
export function compareTokens(a: string, b: string): number {
  if (a === b) return 1;
  // Words carrying numbers ("A1", "2ND") identify things: never fuzzy.
  if (DIGIT_RE.test(a) || DIGIT_RE.test(b)) return 0;
  if (a === `${b}S` || b === `${a}S`) return PLURAL_SIMILARITY;
  if (Math.min(a.length, b.length) < MIN_FUZZY_LENGTH) return 0;
  const similarity = measureJaroWinkler(a, b);
  if (similarity >= MIN_TYPO_SIMILARITY) return similarity;
  // Jaro-Winkler undervalues one wrong letter beside a repeated one ("PIOTON"/"PILTON",
  // "SSATION"/"STATION" ~0.86): one edit in a word of 5+ letters is still a typo.
  return Math.min(a.length, b.length) >= MIN_ONE_EDIT_LENGTH && countEdits(a, b, 1) <= 1 ? ONE_EDIT_SIMILARITY : 0;
}

/**
 * Which words each side must account for (core) and which it may use to confirm the
 * other's core (optional). Built so that leaving something out of an address is mild,
 * while saying something different is not.
 */
export interface ComparableTokens {
  coreA: WeightedToken[];
  optionalA: WeightedToken[];
  coreB: WeightedToken[];
  optionalB: WeightedToken[];
  /** Multiplier < 1 when information had to be set aside. */
  penalty: number;
}

// "ROSE COTTAGE, NE27 0BU" against "ROSE COTTAGE, MILL LANE": the missing street cannot
// contradict, but a full address would have been stronger evidence.
const MISSING_STREET_PENALTY = 0.95;
// "3 MILL LANE" against "ROSE COTTAGE, 3 MILL LANE": the number already identifies it.
const MISSING_NAME_PENALTY = 0.97;

export function selectComparableTokens(a: PreparedAddress, b: PreparedAddress): ComparableTokens {
  const selection: ComparableTokens = { coreA: [], optionalA: [...a.area], coreB: [], optionalB: [...b.area], penalty: 1 };
  selectStreets(a, b, selection);
  selectNames(a, b, selection);
  return selection;
}

function selectStreets(a: PreparedAddress, b: PreparedAddress, selection: ComparableTokens): void {
  const aMissing = a.street.length === 0;
  const bMissing = b.street.length === 0;
  if (aMissing !== bMissing) selection.penalty *= MISSING_STREET_PENALTY;
  (bMissing ? selection.optionalA : selection.coreA).push(...a.street);
  (aMissing ? selection.optionalB : selection.coreB).push(...b.street);
}

function selectNames(a: PreparedAddress, b: PreparedAddress, selection: ComparableTokens): void {
  const bothNamed = a.name.length > 0 && b.name.length > 0;
  // Without numbers on both sides the name is the identity and must be accounted for.
  const nameIsOptional = !bothNamed && a.houseNumber !== undefined && b.houseNumber !== undefined;
  if (nameIsOptional && a.name.length + b.name.length > 0) selection.penalty *= MISSING_NAME_PENALTY;
  (nameIsOptional ? selection.optionalA : selection.coreA).push(...a.name);
  (nameIsOptional ? selection.optionalB : selection.coreB).push(...b.name);
}

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

export interface NumberComparison {
  verdict: NumberVerdict;
  /** Highest score the candidate may reach given how its numbers agree. */
  cap: number;
  disqualified: boolean;
}

/**
 * Caps for partial agreement. All are below the HIGH threshold, so a candidate whose
 * numbers do not fully agree always needs review; FLAT_MISSING and NUMBER_MISSING sit
 * in LOW because they usually mean a parent building (or a sibling) rather than the
 * property itself.
 */
export const NUMBER_CAPS: Readonly<Record<NumberVerdict, number>> = {
  EXACT: 1,
  NO_NUMBERS: 1,
  RANGE_OVERLAP: 0.8,
  LETTER_AS_FLAT: 0.8,
  NUMBER_MISSING_SAME_NAME: 0.8,
  FLAT_MISSING: 0.7,
  NUMBER_MISSING: 0.6,
  FLAT_MISMATCH: 0,
  NUMBER_MISMATCH: 0,
};

const SINGLE_LETTER_RE = /^[A-Z]$/;
const MIN_FLAT_NAME_SIMILARITY = 0.9;

/** House and flat numbers must agree: a different number is a different property. */
export function compareNumbers(a: PreparedAddress, b: PreparedAddress): NumberComparison {
  if (isLetterAsFlat(a, b) || isLetterAsFlat(b, a)) return verdict("LETTER_AS_FLAT");
  if (isNumberTradedForAnother(a, b) || isNumberTradedForAnother(b, a)) return verdict("NUMBER_MISMATCH");
  const flat = compareFlats(a, b);
  if (flat === "FLAT_MISMATCH") return verdict(flat);
  const house = compareHouses(a, b);
  if (house === "NUMBER_MISMATCH") return verdict(house);
  const limiting = [flat, house].reduce((worst, next) => (NUMBER_CAPS[next] < NUMBER_CAPS[worst] ? next : worst));
  if (limiting !== "EXACT") return verdict(limiting);
  const hasNumbers = a.saonKey !== undefined || a.houseNumber !== undefined;
  return verdict(hasNumbers ? "EXACT" : "NO_NUMBERS");
}

function verdict(kind: NumberVerdict): NumberComparison {
  return { verdict: kind, cap: NUMBER_CAPS[kind], disqualified: NUMBER_CAPS[kind] === 0 };
}

function compareFlats(a: PreparedAddress, b: PreparedAddress): NumberVerdict {
  if (a.saonKey === undefined && b.saonKey === undefined) return "EXACT";
  if (a.saonKey === undefined || b.saonKey === undefined) return "FLAT_MISSING";
  if (a.saonKey === b.saonKey) return "EXACT";
  if (DIGIT_RE.test(a.saonKey) || DIGIT_RE.test(b.saonKey)) return "FLAT_MISMATCH";
  // Named sub-buildings ("THE ANNEXE") may be spelt slightly differently.
  return measureJaroWinkler(a.saonKey, b.saonKey) >= MIN_FLAT_NAME_SIMILARITY ? "EXACT" : "FLAT_MISMATCH";
}

function compareHouses(a: PreparedAddress, b: PreparedAddress): NumberVerdict {
  if (a.houseNumber === undefined && b.houseNumber === undefined) return "EXACT";
  if (a.houseNumber === undefined || b.houseNumber === undefined) {
    return a.nameKey !== "" && a.nameKey === b.nameKey ? "NUMBER_MISSING_SAME_NAME" : "NUMBER_MISSING";
  }
  const agreement = compareHouseNumbers(a.houseNumber, b.houseNumber);
  if (agreement === "EXACT") return "EXACT";
  return agreement === "WITHIN_RANGE" ? "RANGE_OVERLAP" : "NUMBER_MISMATCH";
}

// "FLAT 35, ROSE COURT" against "27 ROSE COURT": each side has a number the other lacks, so
// accepting it would make one up. (The same number as flat and as house is LETTER_AS_FLAT's
// or the caps' business.)
function isNumberTradedForAnother(flatSide: PreparedAddress, houseSide: PreparedAddress): boolean {
  const flat = flatSide.saonKey;
  if (flat === undefined || !DIGIT_RE.test(flat) || flatSide.houseNumber !== undefined) return false;
  if (houseSide.saonKey !== undefined || houseSide.houseNumber === undefined) return false;
  return formatHouseNumber(houseSide.houseNumber) !== flat;
}

// "FLAT A, 12 HIGH STREET" and "12A HIGH STREET" are often one property recorded two ways.
function isLetterAsFlat(flatSide: PreparedAddress, letterSide: PreparedAddress): boolean {
  const flat = flatSide.houseNumber;
  const lettered = letterSide.houseNumber;
  if (!flat || !lettered || flat.end !== undefined || lettered.end !== undefined) return false;
  if (letterSide.saonKey !== undefined || flat.startSuffix !== "") return false;
  const letter = flatSide.saonKey ?? "";
  return SINGLE_LETTER_RE.test(letter) && lettered.startSuffix === letter && lettered.start === flat.start;
}

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

/**
 * How much it says that a word of the query is missing from a candidate, from how many of
 * the block's candidates carry it (term-frequency weighting, as splink-style matchers do):
 * 1 when none does, 0 when all do ("NEWCASTLE" in a Newcastle block tells nothing).
 */
export type WordRarity = (word: string) => number;

export function measureWordRarity(candidates: readonly PreparedAddress[]): WordRarity {
  const counts = new Map<string, number>();
  for (const candidate of candidates) {
    for (const word of new Set([...candidate.name, ...candidate.street, ...candidate.area].map(({ token }) => token))) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const total = Math.max(1, candidates.length);
  return (word) => 1 - (counts.get(word) ?? 0) / total;
}

const EVERY_WORD_IS_RARE: WordRarity = () => 1;
// A building name the candidate lacks ("ROSE VILLA, 12 HIGH STREET" vs "12 HIGH STREET"):
// each unmatched word costs this much of the text score at full rarity.
const NAME_WORD_COST = 0.04;
// A town or locality word that other candidates of the block have but this one lacks.
// Area words no candidate has cost nothing: registers often leave localities out.
const AREA_WORD_COST = 0.03;
const MAX_WORD_COST = 0.2;

/** Multiplier ≤ 1 for the query's optional words (name, area) that match nothing in the candidate. */
function costUnmatchedWords(query: PreparedAddress, candidate: PreparedAddress, rarity: WordRarity): number {
  const pool = [...candidate.name, ...candidate.street, ...candidate.area];
  const matches = (word: string) => pool.some(({ token }) => compareTokens(word, token) > 0);
  let cost = 0;
  if (candidate.name.length === 0) {
    for (const { token, weight } of query.name) if (!matches(token)) cost += NAME_WORD_COST * weight * rarity(token);
  }
  for (const { token, weight } of query.area) {
    const rare = rarity(token);
    if (rare < 1 && !matches(token)) cost += AREA_WORD_COST * weight * rare;
  }
  return 1 - Math.min(MAX_WORD_COST, cost);
}

/** Score in 0..1 of how well a candidate matches the query; 0 and disqualified on a number clash. */
export function scoreCandidate(query: PreparedAddress, candidate: PreparedAddress, rarity: WordRarity = EVERY_WORD_IS_RARE): CandidateScore {
  const numbers = compareNumbers(query, candidate);
  const postcode = comparePostcodes(query, candidate);
  if (numbers.disqualified) {
    return { score: 0, disqualified: true, breakdown: { numbers: numbers.verdict, text: 0, postcode: postcode.verdict } };
  }
  const compared = compareText(query, candidate);
  const text = compared === null ? (postcode.verdict === "EXACT" ? NUMBER_AND_POSTCODE_TEXT : 0) : compared * costUnmatchedWords(query, candidate, rarity);
  const raw = TEXT_WEIGHT * text + POSTCODE_WEIGHT * postcode.value;
  const score = Math.min(raw, numbers.cap, postcode.cap);
  return { score: round(score), disqualified: false, breakdown: { numbers: numbers.verdict, text: round(text), postcode: postcode.verdict } };
}

// Three decimals keep ties exact and results stable across platforms.
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
