import { measureWordSimilarity } from "./compare-text";
import { normaliseAddressField } from "./normalise-address";
import { normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { prepareCandidate } from "./prepare-candidate";
import type { Candidate, CandidateSource } from "./types";

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
