import "server-only";
import { providerOfDb, type Db } from "@/lib/db/client";
import { Prisma, type Job } from "@/lib/generated/sqlite/client";

// A worker refreshes lockedAt with every step it commits; a lock older than this belongs to
// a worker that stopped (crash, kill -9, lost machine) and the job is taken over.
export const JOB_LEASE_MS = 60_000;

const claimableWhere = (kinds: readonly string[], staleBefore: Date) => ({
  kind: { in: [...kinds] },
  OR: [{ status: "queued" }, { status: "in_progress", OR: [{ lockedAt: null }, { lockedAt: { lt: staleBefore } }] }],
});

/**
 * Takes the oldest queued (or abandoned) job of these kinds for this worker, or null.
 * PostgreSQL: one UPDATE over a `FOR UPDATE SKIP LOCKED` pick, so instances sharing the
 * queue never take the same row and never wait on each other. SQLite: one writer at a
 * time; the pick and a compare-and-set update run in one transaction.
 */
export async function claimNextJob(db: Db, workerId: string, kinds: readonly string[], now = new Date()): Promise<Job | null> {
  const staleBefore = new Date(now.getTime() - JOB_LEASE_MS);
  if (providerOfDb(db) === "postgres") {
    const claimed = await db.$queryRaw<{ id: string }[]>`
      UPDATE "Job" SET status = 'in_progress', "lockedBy" = ${workerId}, "lockedAt" = ${now}, "updatedAt" = ${now}
      WHERE id = (
        SELECT id FROM "Job"
        WHERE kind IN (${Prisma.join([...kinds])})
          AND (status = 'queued' OR (status = 'in_progress' AND ("lockedAt" IS NULL OR "lockedAt" < ${staleBefore})))
        ORDER BY "createdAt", id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id`;
    const id = claimed[0]?.id;
    return id ? db.job.findUnique({ where: { id } }) : null;
  }
  return db.$transaction(async (tx) => {
    const job = await tx.job.findFirst({ where: claimableWhere(kinds, staleBefore), orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    if (!job) return null;
    const { count } = await tx.job.updateMany({
      where: { id: job.id, status: job.status, lockedBy: job.lockedBy, lockedAt: job.lockedAt },
      data: { status: "in_progress", lockedBy: workerId, lockedAt: now },
    });
    return count === 1 ? tx.job.findUnique({ where: { id: job.id } }) : null;
  });
}
