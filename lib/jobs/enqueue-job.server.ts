import "server-only";
import type { Db } from "@/lib/db/client";
import { writeJobEnvelope } from "./job-envelope";
import { wakeJobWorkers } from "./wake-job-workers";

/** A queued job row; a worker (this process's or another instance's) picks it up. */
export async function enqueueJob(db: Db, job: { clientId: string | null; kind: string; input: unknown; total: number }) {
  const row = await db.job.create({
    data: { clientId: job.clientId, kind: job.kind, status: "queued", payload: writeJobEnvelope({ input: job.input, attempts: 0 }), total: job.total },
  });
  wakeJobWorkers();
  return row;
}
