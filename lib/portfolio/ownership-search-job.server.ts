import "server-only";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { commitJobStep } from "@/lib/jobs/commit-job-step.server";
import type { JobHandler } from "@/lib/jobs/run-job-worker.server";
import { searchPropertyOwnership, type OwnershipResult, type SearchPropertyOwnership } from "./search-property-ownership.server";

export const OWNERSHIP_SEARCH_KIND = "ownership-search";
export const ownershipSearchInput = z.object({ propertyIds: z.array(z.string()) });

type Hooks = { search?: SearchPropertyOwnership; onCommitted?: (propertyId: string) => void };

/**
 * Works an ownership search from the job's `processed` on: each property's result is
 * written in one transaction with the job's progress (commitJobStep), so after a crash the
 * job resumes at the first property with no result, and none is written twice.
 */
export function createOwnershipSearchHandler({ search = searchPropertyOwnership, onCommitted }: Hooks = {}): JobHandler {
  return async (db: Db, job, { workerId, input }) => {
    const { propertyIds } = ownershipSearchInput.parse(input);
    for (let index = job.processed; index < propertyIds.length; index++) {
      const propertyId = propertyIds[index] as string;
      const property = await db.chargedProperty.findFirst({ where: { id: propertyId, clientId: job.clientId ?? "" } });
      // A property deleted since the search started counts as not found.
      const result: OwnershipResult | null = property ? await search(db, property) : null;
      await db.$transaction(async (tx) => {
        await commitJobStep(tx, { id: job.id, workerId, processed: index }, result?.found ? "found" : "notFound");
        if (result) {
          const { found: _found, ...fields } = result;
          await tx.chargedProperty.updateMany({ where: { id: propertyId }, data: { ...fields, searchedAt: new Date() } });
        }
      });
      onCommitted?.(propertyId);
    }
  };
}
