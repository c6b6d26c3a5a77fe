import { buildAddressFromParts } from "./build-address-from-parts";
import { parseAddress } from "./parse-address";
import { extractPostcode } from "@/lib/postcode/extract-postcode";
import { getOutcode, normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { prepareAddress, type PreparedAddress } from "./prepare-address";
import type { AddressParts, Candidate } from "./types";

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
