import { buildFailureResult } from "./build-failure-result";
import { isUsableQuery, prepareQuery } from "./prepare-query";
import { rankReadings } from "./rank-candidates";
import type { AddressFields, BlockingStrategy, Candidate, CandidateSource, MatchResult } from "./types";

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
