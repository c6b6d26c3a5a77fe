import "server-only";
import type { Db } from "@/lib/db/client";
import { AppError, badRequest } from "@/lib/errors/app-error";
import { CLEARED_OWNERSHIP_FIELDS } from "./clear-ownership-fields";
import type { RequestSession } from "@/lib/http/route";
import { appliedByPerson } from "./correction-applied-by";
import { requireClient } from "./find-client.server";
import { describeChargedAddress } from "./match-charged-address.server";
import { readSuggestion } from "./read-suggestion";
import { touchClient } from "./touch-client.server";

/**
 * Applies stored suggestions by id, all in one transaction or none: what the client posts
 * is in effect an id list, never trusted text. Refused when a suggestion is unknown, an
 * error or no change, already applied, or its property's address has changed since.
 */
export async function applyCorrections(db: Db, slug: string, ids: string[], session: RequestSession | undefined) {
  const client = await requireClient(db, slug);
  const unique = [...new Set(ids)];
  const corrections = await db.addressCorrection.findMany({ where: { clientId: client.id, id: { in: unique } } });
  const unknown = unique.filter((id) => !corrections.some((row) => row.id === id));
  if (unknown.length > 0) throw badRequest(`These are not address suggestions of ${client.name}: ${unknown.slice(0, 5).join(", ")}. Validate the addresses again.`);
  const unusable = corrections.filter((row) => !row.hasChanges || row.confidence === "ERROR" || !row.suggestedAddress || !row.chargedPropertyId);
  if (unusable.length > 0) throw badRequest(`${unusable.length} of the selected results suggest no change and cannot be applied: select only suggested corrections.`);
  if (corrections.some((row) => row.applied)) throw new AppError("conflict", "Some of these corrections were applied already: reload the list and validate again.");
  const properties = await db.chargedProperty.findMany({ where: { clientId: client.id, id: { in: corrections.map((row) => row.chargedPropertyId as string) } } });
  const stale = corrections.filter((row) => {
    const property = properties.find((candidate) => candidate.id === row.chargedPropertyId);
    return !property || describeChargedAddress(property) !== row.originalAddress;
  });
  if (stale.length > 0) throw new AppError("conflict", `${stale.length} of these properties were changed or deleted since they were validated: validate the addresses again.`);
  const appliedAt = new Date();
  const appliedBy = appliedByPerson(session);
  await db.$transaction(async (tx) => {
    await touchClient(tx, client.id);
    for (const correction of corrections) {
      const fields = readSuggestion(correction.suggestedAddress as string);
      await tx.chargedProperty.update({ where: { id: correction.chargedPropertyId as string }, data: { ...CLEARED_OWNERSHIP_FIELDS, ...fields } });
      const { count } = await tx.addressCorrection.updateMany({ where: { id: correction.id, applied: false }, data: { applied: true, appliedBy, appliedAt } });
      if (count !== 1) throw new AppError("conflict", "Some of these corrections were applied already: reload the list and validate again.");
    }
  });
  return { applied: corrections.length };
}
