import "server-only";
import { matchAddress } from "@/lib/addresses";
import { createDbCandidateSource } from "@/lib/addresses/sources.server";
import { extractPostcode } from "@/lib/postcode/extract-postcode";
import { normalisePostcode } from "@/lib/postcode/normalise-postcode";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import type { AddressMatch } from "./schemas";

export const NO_MATCH_MESSAGE = "No matching address found";

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * GET /api/address/match: the product's address matcher over the address register. When
 * no address matches but the text carries a valid postcode, that postcode is the match
 * (address and UPRN null), so an area can still be analysed from it.
 */
export async function matchAddressText(db: Db, text: string): Promise<AddressMatch> {
  const result = await matchAddress(text, createDbCandidateSource(db));
  const best = result.match;
  const postcode = best?.candidate.postcode ? normalisePostcode(best.candidate.postcode) : null;
  if (best && postcode && result.confidence !== "ERROR" && !best.disqualified) {
    return {
      match: { postcode, address: result.suggestedAddress ?? best.candidate.address, uprn: best.candidate.uprn ?? null, confidence: result.confidence, score: round3(result.score) },
    };
  }
  const typed = extractPostcode(text);
  if (typed) return { match: { postcode: typed, address: null, uprn: null, confidence: result.confidence, score: round3(result.score) } };
  throw notFound(NO_MATCH_MESSAGE);
}
