import "server-only";
import type { Db } from "@/lib/db/client";
import { createDbCandidateSource } from "@/lib/addresses/sources.server";
import { badRequest } from "@/lib/errors/app-error";
import { requireClient } from "./find-client.server";
import { matchChargedAddress } from "./match-charged-address.server";

type Summary = { highConfidence: number; mediumConfidence: number; lowConfidence: number; errors: number; noChanges: number };

/**
 * Bulk validation (≤ 50, uncorrected charged properties only; corrected ones are left
 * out): each stored address through the address matcher. Every result is kept as an
 * AddressCorrection, whose id the screen posts back to apply it.
 */
export async function validateAddresses(db: Db, slug: string, ids: string[]) {
  const client = await requireClient(db, slug);
  const unique = [...new Set(ids)];
  const rows = await db.chargedProperty.findMany({ where: { clientId: client.id, id: { in: unique } } });
  const unknown = unique.filter((id) => !rows.some((row) => row.id === id));
  if (unknown.length > 0) throw badRequest(`These are not charged properties of ${client.name}: ${unknown.slice(0, 5).join(", ")}. Reload the list and validate again.`);
  const source = createDbCandidateSource(db);
  const summary: Summary = { highConfidence: 0, mediumConfidence: 0, lowConfidence: 0, errors: 0, noChanges: 0 };
  const results = [];
  for (const row of rows.filter((candidate) => !candidate.addressCorrected).sort((a, b) => unique.indexOf(a.id) - unique.indexOf(b.id))) {
    const match = await matchChargedAddress(source, row);
    // A suggestion that adds a house number the input lacked is offered as LOW: a person must check it.
    const confidence = match.invented && match.confidence !== "ERROR" ? "LOW" : match.confidence;
    const stored = await db.addressCorrection.create({
      data: { clientId: client.id, chargedPropertyId: row.id, originalAddress: match.text, suggestedAddress: match.suggestedAddress, confidence, score: match.score, hasChanges: match.hasChanges },
    });
    if (confidence === "ERROR") summary.errors++;
    else if (!match.hasChanges) summary.noChanges++;
    else if (confidence === "HIGH") summary.highConfidence++;
    else if (confidence === "MEDIUM") summary.mediumConfidence++;
    else summary.lowConfidence++;
    results.push({ id: stored.id, propertyId: row.id, originalAddress: match.text, suggestedAddress: match.suggestedAddress, confidence, hasChanges: match.hasChanges });
  }
  return { results, total: results.length, summary };
}
