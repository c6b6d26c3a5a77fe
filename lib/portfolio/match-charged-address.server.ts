import "server-only";
import { matchAddress, normaliseAddressField, type CandidateSource, type Confidence } from "@/lib/addresses";
import type { ChargedProperty } from "@/lib/generated/sqlite/client";
import { inventsHouseNumber } from "./read-suggestion";

export type ChargedAddressMatch = { text: string; confidence: Confidence; score: number; suggestedAddress: string | null; hasChanges: boolean; invented: boolean };

/** The stored address of a charged property, as one line (never text a client posted). */
export function describeChargedAddress(row: Pick<ChargedProperty, "fullAddress" | "address" | "city" | "postcode">): string {
  return row.fullAddress?.trim() || [row.address, row.city, row.postcode].filter(Boolean).join(", ");
}

/**
 * The matcher's verdict on a charged property's address. A different town counts as a
 * change (the matcher compares number, flat, name, street and postcode only); `invented`
 * flags a match carrying a house or flat number the input did not have.
 */
export async function matchChargedAddress(source: CandidateSource, row: ChargedProperty): Promise<ChargedAddressMatch> {
  const text = describeChargedAddress(row);
  const result = await matchAddress(text, source);
  const matchedTown = result.match?.parts.town;
  const givenTown = row.city ? normaliseAddressField(row.city) : "";
  const townChanged = Boolean(matchedTown && givenTown && matchedTown !== givenTown);
  return {
    text,
    confidence: result.confidence,
    score: result.score,
    suggestedAddress: result.suggestedAddress,
    hasChanges: result.confidence !== "ERROR" && Boolean(result.suggestedAddress) && (result.hasChanges || townChanged),
    invented: result.match ? inventsHouseNumber(text, result.match.parts) : false,
  };
}
