import "server-only";
import type { Db } from "@/lib/db/client";
import type { Job } from "@/lib/generated/sqlite/client";
import { claimNextJob } from "./claim-next-job.server";
import { JobLostError } from "./commit-job-step.server";
import { MAX_JOB_ATTEMPTS, readJobEnvelope, writeJobEnvelope } from "./job-envelope";
import { isDeadLocalWorker } from "./name-job-worker";
import { onJobQueued } from "./wake-job-workers";

export type JobContext = { workerId: string; input: unknown };
/** Works one job from `job.processed` on, committing each item with commitJobStep. */
export type JobHandler = (db: Db, job: Job, context: JobContext) => Promise<void>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Jobs left in_progress by a process of this host that has died (kill -9) are free at once, not after the lease. */
export async function releaseDeadLocalJobs(db: Db) {
  const held = await db.job.findMany({ where: { status: "in_progress", lockedBy: { not: null } }, select: { id: true, lockedBy: true }, take: 100 });
  for (const job of held) {
    if (job.lockedBy && isDeadLocalWorker(job.lockedBy)) await db.job.updateMany({ where: { id: job.id, lockedBy: job.lockedBy }, data: { lockedAt: null } });
  }
}

/** Claims one job and works it to its end (or its failure). False when there was none. */
export async function runNextJob(db: Db, workerId: string, handlers: Record<string, JobHandler>): Promise<boolean> {
  const job = await claimNextJob(db, workerId, Object.keys(handlers));
  if (!job) return false;
  const handler = handlers[job.kind];
  const envelope = readJobEnvelope(job.payload);
  const held = { id: job.id, lockedBy: workerId };
  try {
    if (!handler) throw new Error(`No worker handles jobs of kind ${job.kind}.`);
    await handler(db, job, { workerId, input: envelope.input });
    await db.job.updateMany({ where: held, data: { status: "completed", error: null, lockedBy: null, lockedAt: null, finishedAt: new Date() } });
  } catch (error) {
    if (error instanceof JobLostError) return true;
    const attempts = envelope.attempts + 1;
    const failed = attempts >= MAX_JOB_ATTEMPTS;
    // Back in the queue (resuming at `processed`) until it has failed MAX_JOB_ATTEMPTS times.
    await db.job.updateMany({
      where: held,
      data: { status: failed ? "failed" : "queued", error: errorText(error), payload: writeJobEnvelope({ ...envelope, attempts }), lockedBy: null, lockedAt: null, finishedAt: failed ? new Date() : null },
    });
  }
  return true;
}

/** Works every claimable job, then returns (tests, and the worker loop between polls). */
export async function runJobsUntilIdle(db: Db, workerId: string, handlers: Record<string, JobHandler>) {
  while (await runNextJob(db, workerId, handlers));
}

/**
 * The in-process worker: works jobs one at a time, polls for others' jobs every pollMs,
 * and starts at once when this process queues one. Returns stop().
 */
export function startJobWorker(db: Db, workerId: string, handlers: Record<string, JobHandler>, { pollMs = 2000, log = console.error } = {}) {
  let stopped = false;
  let wake: () => void = () => undefined;
  const unsubscribe = onJobQueued(() => wake());
  const loop = async () => {
    await releaseDeadLocalJobs(db).catch((error: unknown) => log(`job worker: ${errorText(error)}`));
    while (!stopped) {
      try {
        await runJobsUntilIdle(db, workerId, handlers);
      } catch (error) {
        log(`job worker: ${errorText(error)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  const done = loop();
  return async () => {
    stopped = true;
    unsubscribe();
    wake();
    await done;
  };
}
