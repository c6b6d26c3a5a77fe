import "server-only";
import type { Db } from "@/lib/db/client";
import { createDbCandidateSource } from "@/lib/addresses/sources.server";
import { badRequest } from "@/lib/errors/app-error";
import { CLEARED_OWNERSHIP_FIELDS } from "./clear-ownership-fields";
import type { RequestSession } from "@/lib/http/route";
import { appliedByFuzzy } from "./correction-applied-by";
import { requireClient } from "./find-client.server";
import { describeChargedAddress, matchChargedAddress } from "./match-charged-address.server";
import { readSuggestion } from "./read-suggestion";
import { touchClient } from "./touch-client.server";

const MIN_FULL_ADDRESS = 4; // "longer than 3 characters" (spec §5)

/**
 * Fuzzy correction (≤ 500): uncorrected charged properties with a full address over 3
 * characters. Only a HIGH match that adds no house or flat number is applied; every
 * attempt is kept as an AddressCorrection. skipped: not eligible (already corrected, too
 * short); failed: no HIGH match, or one that would invent a number. The session is who
 * started it (the bench runs without one).
 */
export async function correctAddressesFuzzily(db: Db, slug: string, ids: string[], session?: RequestSession) {
  const client = await requireClient(db, slug);
  const unique = [...new Set(ids)];
  const rows = await db.chargedProperty.findMany({ where: { clientId: client.id, id: { in: unique } } });
  const unknown = unique.filter((id) => !rows.some((row) => row.id === id));
  if (unknown.length > 0) throw badRequest(`These are not charged properties of ${client.name}: ${unknown.slice(0, 5).join(", ")}. Reload the list and try again.`);
  const source = createDbCandidateSource(db);
  const appliedBy = appliedByFuzzy(session);
  let corrected = 0;
  let failed = 0;
  let skipped = 0;
  for (const row of rows) {
    if (row.addressCorrected || describeChargedAddress(row).length < MIN_FULL_ADDRESS) {
      skipped++;
      continue;
    }
    const match = await matchChargedAddress(source, row);
    const apply = match.confidence === "HIGH" && !match.invented && Boolean(match.suggestedAddress);
    await db.$transaction(async (tx) => {
      await tx.addressCorrection.create({
        data: { clientId: client.id, chargedPropertyId: row.id, originalAddress: match.text, suggestedAddress: match.suggestedAddress, confidence: match.invented && match.confidence !== "ERROR" ? "LOW" : match.confidence, score: match.score, hasChanges: match.hasChanges, applied: apply, ...(apply ? { appliedBy, appliedAt: new Date() } : {}) },
      });
      if (!apply) return;
      await touchClient(tx, client.id);
      await tx.chargedProperty.update({ where: { id: row.id }, data: { ...CLEARED_OWNERSHIP_FIELDS, ...(match.hasChanges ? readSuggestion(match.suggestedAddress as string) : {}) } });
    });
    if (apply) corrected++;
    else failed++;
  }
  return { corrected, failed, skipped };
}
