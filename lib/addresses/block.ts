import type { Prisma } from "@/lib/generated/sqlite/client";
import { normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { buildFailureResult, rankReadings } from "./classify";
import { normaliseAddressField } from "./normalise";
import { STOP_WORDS, STREET_TYPES } from "./vocabulary";
import { type PreparedAddress, isUsableQuery, measureWordSimilarity, prepareCandidate, prepareQuery } from "./score";
import type { AddressFields, BlockingStrategy, Candidate, CandidateSource, MatchResult } from "./types";

// The longest word of a street is the one least likely to be an abbreviation or typo'd
// in its first letters; a prefix of it finds the street even with a typo further on.
// The key is matched ignoring case (registers spell streets in capitals or title case).
// SAINT is left out: the register may spell it ST.
const UNSTABLE_WORDS = new Set(["SAINT", "STREET", "ROAD", "AVENUE", "TERRACE", "GARDENS", "CRESCENT"]);

export function streetKey(street: string): string {
  const words = street.toUpperCase().split(" ").filter((w) => w.length >= 3 && !UNSTABLE_WORDS.has(w));
  const longest = words.sort((a, b) => b.length - a.length)[0] ?? street.toUpperCase();
  return longest.slice(0, Math.max(3, Math.min(5, longest.length - 1)));
}

/** The Address columns a match candidate is made from. */
export const candidateSelect = { uprn: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true, singleLine: true } as const satisfies Prisma.AddressSelect;
type AddressRow = Prisma.AddressGetPayload<{ select: typeof candidateSelect }>;

export function toCandidate(row: AddressRow): Candidate {
  return { id: row.uprn, uprn: row.uprn, address: row.singleLine, saon: row.saon, paon: row.paon, street: row.street, locality: row.locality, town: row.town, postcode: row.postcode };
}

// Loose on purpose: the source only narrows the field, the scorer decides. 0.6 keeps
// "BRADWEL ROAD"→"BRADWELL ROAD" and "PARK ROAD"→"PARK ROAD NORTH" but drops "KENTON ROAD".
const MIN_STREET_SIMILARITY = 0.6;

interface StreetBlock {
  words: string[];
  candidates: Candidate[];
}

/**
 * A CandidateSource over an in-memory list (tests, small uploads, caches): indexes by
 * postcode and by outcode + street once, so each look-up touches one block.
 */
/** A street name as the index holds it: upper case, abbreviations expanded ("St Ann's Cl" → "SAINT ANNS CLOSE"). */
export function normaliseStreetName(street: string): string {
  return normaliseAddressField(street).replace(/,/g, " ").replace(/\s+/g, " ").trim();
}

/** The distinct trigrams of a name, each word padded as pg_trgm does ("  BRADWELL " → "  B", " BR", "BRA", …, "LL "). */
export function listTrigrams(name: string): string[] {
  const trigrams = new Set<string>();
  for (const word of name.split(" ")) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  }
  return [...trigrams];
}

// A query binds at most this many trigrams: a long street name still makes one bounded look-up.
export const MAX_LOOKUP_TRIGRAMS = 40;

/**
 * The trigrams a street look-up binds: those of its identifying words ("BRADWELL" of
 * "BRADWELL ROAD"), since "ROAD"'s are shared by half the register; all words when the
 * name is only descriptors ("THE GREEN").
 */
export function listLookupTrigrams(street: string): string[] {
  const words = street.split(" ").filter((word) => word && !STREET_TYPES.has(word) && !STOP_WORDS.has(word));
  return listTrigrams(words.length > 0 ? words.join(" ") : street).slice(0, MAX_LOOKUP_TRIGRAMS);
}

/** Trigram similarity (shared / union), 0..1, as pg_trgm's similarity(). */
export function measureTrigramSimilarity(a: string, b: string): number {
  const left = listTrigrams(a);
  const right = new Set(listTrigrams(b));
  const shared = left.filter((trigram) => right.has(trigram)).length;
  const union = left.length + right.size - shared;
  return union === 0 ? 0 : shared / union;
}

export interface StreetEntry {
  name: string;
  outcode: string;
  town?: string | null;
}

// Below this a street shares too little with the query to be the same name misspelt
// ("KENTON ROAD" for "SSATION ROAD" shares only ROAD: 0.33).
const MIN_STREET_SIMILARITY_FOR_LOOKUP = 0.45;
// A street in the town the query names ranks above a closer spelling elsewhere.
const TOWN_BONUS = 0.15;
const MAX_RANK_BEHIND_BEST = 0.25;

/**
 * The streets most like the query's, best first, at most `limit`: trigram similarity of
 * the names, plus a bonus when the street's town is among the query's town words.
 */
export function rankStreetNames<T extends StreetEntry>(street: string, town: string | undefined, streets: readonly T[], limit: number): T[] {
  const townWords = new Set((town ?? "").split(/[\s,]+/).filter((word) => word.length > 2));
  // A name recurs in many outward codes (STATION ROAD in hundreds): each name and town is measured once.
  const similarities = new Map<string, number>();
  const similarityOf = (name: string) => remember(similarities, name, () => Math.max(measureTrigramSimilarity(street, name), measureWordSimilarity(street.split(" "), name.split(" "))));
  const inTown = new Map<string, boolean>();
  const isInQueryTown = (entryTown: string | null | undefined) => (entryTown ? remember(inTown, entryTown, () => isInTown(entryTown, townWords)) : false);
  const scored = streets
    .map((entry, index) => ({ entry, index, similarity: similarityOf(entry.name) }))
    .filter(({ similarity }) => similarity >= MIN_STREET_SIMILARITY_FOR_LOOKUP)
    .map((item) => ({ ...item, rank: item.similarity + (isInQueryTown(item.entry.town) ? TOWN_BONUS : 0) }));
  scored.sort((a, b) => b.rank - a.rank || a.index - b.index);
  // Streets far behind the best are other names, not the same one misspelt: not fetched.
  const floor = (scored[0]?.rank ?? 0) - MAX_RANK_BEHIND_BEST;
  return scored.filter(({ rank }) => rank >= floor).slice(0, limit).map(({ entry }) => entry);
}

function remember<V>(memo: Map<string, V>, key: string, measure: () => V): V {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = measure();
  memo.set(key, value);
  return value;
}

function isInTown(town: string | null | undefined, words: ReadonlySet<string>): boolean {
  if (!town || words.size === 0) return false;
  return normaliseStreetName(town).split(" ").some((word) => words.has(word));
}

/** How many streets a look-up without a postcode takes candidates from. */
export const MAX_STREETS_PER_LOOKUP = 12;

export function createMemoryCandidateSource(candidates: readonly Candidate[]): CandidateSource {
  const byPostcode = new Map<string, Candidate[]>();
  const byOutcode = new Map<string, Map<string, StreetBlock>>();
  const byName = new Map<string, Candidate[]>();
  const streets: (StreetEntry & { block: StreetBlock })[] = [];
  for (const candidate of candidates) {
    const prepared = prepareCandidate(candidate);
    const { parts } = prepared;
    if (parts.postcode) appendTo(byPostcode, parts.postcode, candidate);
    if (prepared.nameKey) appendTo(byName, prepared.nameKey, candidate);
    if (!parts.outcode || !parts.street) continue;
    const outcodeStreets = byOutcode.get(parts.outcode) ?? new Map<string, StreetBlock>();
    byOutcode.set(parts.outcode, outcodeStreets);
    let block = outcodeStreets.get(parts.street);
    if (!block) {
      block = { words: parts.street.split(" "), candidates: [] };
      outcodeStreets.set(parts.street, block);
      streets.push({ name: parts.street, outcode: parts.outcode, town: parts.town ?? null, block });
    }
    block.candidates.push(candidate);
  }
  return {
    byPostcode: (postcode) => Promise.resolve([...(byPostcode.get(normalisePostcode(postcode) ?? "") ?? [])]),
    byOutcodeAndStreet: (outcode, street) => {
      const words = normaliseAddressField(street).split(" ");
      const blocks = byOutcode.get(outcode.trim().toUpperCase())?.values() ?? [];
      const found: Candidate[] = [];
      for (const block of blocks) {
        if (measureWordSimilarity(words, block.words) >= MIN_STREET_SIMILARITY) for (const candidate of block.candidates) found.push(candidate);
      }
      return Promise.resolve(found);
    },
    byStreet: (street, town) => {
      const ranked = rankStreetNames(normaliseStreetName(street), town && normaliseStreetName(town), streets, MAX_STREETS_PER_LOOKUP);
      return Promise.resolve(ranked.flatMap(({ block }) => block.candidates));
    },
    byBuildingName: (name, outcode) => {
      const found = byName.get(normaliseStreetName(name)) ?? [];
      return Promise.resolve(outcode ? found.filter((candidate) => prepareCandidate(candidate).parts.outcode === outcode) : [...found]);
    },
  };
}

function appendTo(map: Map<string, Candidate[]>, key: string, candidate: Candidate): void {
  const list = map.get(key);
  if (list) list.push(candidate);
  else map.set(key, [candidate]);
}

/**
 * Blocks candidates by postcode; when that finds no confident match (no postcode, a
 * wrong one, or a typo'd street in it) also by outcode + street, then scores them all.
 * Only a few dozen candidates are scored per query however large the register is.
 */
export async function matchAddress(input: string | AddressFields, source: CandidateSource): Promise<MatchResult> {
  const readings = prepareQuery(input);
  const primary = readings[0];
  if (!isUsableQuery(primary)) return rankReadings(readings, [], []);
  const { postcode, outcode, street } = primary.parts;
  const blocking: BlockingStrategy[] = [];
  let candidates: Candidate[] = [];
  let result: MatchResult | null = null;
  if (postcode) {
    blocking.push("POSTCODE");
    candidates = await source.byPostcode(postcode);
    result = rankReadings(readings, candidates, [...blocking]);
    if (result.confidence === "HIGH") return result;
  }
  if (street && (outcode || source.byStreet)) {
    // Without a postcode the street name alone blocks (typos allowed); town words rank it.
    blocking.push(outcode ? "OUTCODE_STREET" : "STREET");
    const town = [primary.parts.locality, primary.parts.town].filter(Boolean).join(" ");
    const nearby = outcode ? await source.byOutcodeAndStreet(outcode, street) : await (source.byStreet?.(street, town || undefined) ?? []);
    candidates = mergeById(candidates, nearby);
    result = rankReadings(readings, candidates, [...blocking]);
    if (result.confidence === "HIGH") return result;
  }
  const names = listBuildingNames(readings);
  if (names.length > 0 && source.byBuildingName) {
    // "FLAT 6, DENE COURT" or "37, PEGASUS JESMOND ASSEMBLY": the building's own name finds it.
    blocking.push("BUILDING_NAME");
    for (const name of names) candidates = mergeById(candidates, await source.byBuildingName(name, outcode));
    return rankReadings(readings, candidates, blocking);
  }
  return result ?? buildFailureResult(primary.parts, "NO_BLOCKING_KEY", [], blocking);
}

const MAX_BUILDING_NAMES = 2;

// The building names the readings offer, without the house number ("ROSE COURT, 12" → "ROSE COURT").
function listBuildingNames(readings: readonly PreparedAddress[]): string[] {
  const names = readings.map(({ nameKey }) => nameKey.replace(/,/g, " ").replace(/\s+/g, " ").trim()).filter((name) => name.length >= 3);
  return [...new Set(names)].slice(0, MAX_BUILDING_NAMES);
}

function mergeById(first: readonly Candidate[], second: readonly Candidate[]): Candidate[] {
  const seen = new Set(first.map(({ id }) => id));
  return [...first, ...second.filter(({ id }) => !seen.has(id))];
}
