import "server-only";
import type { Db } from "@/lib/db/client";
import { requireClient } from "./find-client.server";
import { OWNERSHIP_SEARCH_KIND } from "./ownership-search-job.server";
import { RECENT_JOBS } from "./schemas";

// A queued job is reported as in_progress: the screen knows three states and must keep
// polling until a worker has finished it.
const shownStatus = (status: string) => (status === "queued" ? "in_progress" : status);

/** The five most recent ownership searches, newest first. */
export async function listSearchJobs(db: Db, slug: string) {
  const client = await requireClient(db, slug);
  const jobs = await db.job.findMany({ where: { clientId: client.id, kind: OWNERSHIP_SEARCH_KIND }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: RECENT_JOBS });
  return {
    jobs: jobs.map((job) => ({
      jobId: job.id,
      status: shownStatus(job.status),
      summary: { found: job.found, notFound: job.notFound, total: job.total },
      error: job.error,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    })),
  };
}
