import type { Prisma } from "@/lib/generated/sqlite/client";
import { normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { buildFailureResult, rankReadings } from "./classify";
import { normaliseAddressField } from "./normalise";
import { isUsableQuery, measureWordSimilarity, prepareCandidate, prepareQuery } from "./score";
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
export function createMemoryCandidateSource(candidates: readonly Candidate[]): CandidateSource {
  const byPostcode = new Map<string, Candidate[]>();
  const byOutcode = new Map<string, Map<string, StreetBlock>>();
  for (const candidate of candidates) {
    const { parts } = prepareCandidate(candidate);
    if (parts.postcode) appendTo(byPostcode, parts.postcode, candidate);
    if (!parts.outcode || !parts.street) continue;
    const streets = byOutcode.get(parts.outcode) ?? new Map<string, StreetBlock>();
    byOutcode.set(parts.outcode, streets);
    const block = streets.get(parts.street) ?? { words: parts.street.split(" "), candidates: [] };
    streets.set(parts.street, block);
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
  if (postcode) {
    blocking.push("POSTCODE");
    candidates = await source.byPostcode(postcode);
    const result = rankReadings(readings, candidates, [...blocking]);
    if (result.confidence === "HIGH" || !outcode || !street) return result;
  }
  if (!outcode && street && source.byStreet) {
    // No postcode at all: the street name alone (with town words in the scoring) blocks.
    blocking.push("STREET");
    return rankReadings(readings, mergeById(candidates, await source.byStreet(street)), blocking);
  }
  if (!outcode || !street) return buildFailureResult(primary.parts, "NO_BLOCKING_KEY", [], blocking);
  blocking.push("OUTCODE_STREET");
  const nearby = await source.byOutcodeAndStreet(outcode, street);
  return rankReadings(readings, mergeById(candidates, nearby), blocking);
}

function mergeById(first: readonly Candidate[], second: readonly Candidate[]): Candidate[] {
  const seen = new Set(first.map(({ id }) => id));
  return [...first, ...second.filter(({ id }) => !seen.has(id))];
}
