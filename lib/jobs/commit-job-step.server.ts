import "server-only";
import type { Db } from "@/lib/db/client";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export class JobLostError extends Error {
  constructor(jobId: string) {
    super(`Job ${jobId} was taken over by another worker; this step was not written.`);
    this.name = "JobLostError";
  }
}

/**
 * Inside the transaction that writes one item's result: moves the job's progress from
 * `processed` to `processed + 1`, only if this worker still holds the job at that step.
 * Otherwise it throws and the whole transaction (the result with it) rolls back, so no
 * item's result is ever written twice.
 */
export async function commitJobStep(tx: Tx, job: { id: string; workerId: string; processed: number }, outcome: "found" | "notFound") {
  const { count } = await tx.job.updateMany({
    where: { id: job.id, lockedBy: job.workerId, status: "in_progress", processed: job.processed },
    data: { processed: { increment: 1 }, [outcome]: { increment: 1 }, lockedAt: new Date() },
  });
  if (count !== 1) throw new JobLostError(job.id);
}
