import "server-only";
import { getDb } from "@/lib/db/client";
import { nameJobWorker } from "@/lib/jobs/name-job-worker";
import { startJobWorker } from "@/lib/jobs/run-job-worker.server";
import { createOwnershipSearchHandler, OWNERSHIP_SEARCH_KIND } from "./ownership-search-job.server";

/** Started once per server process (instrumentation): works queued ownership searches and resumes interrupted ones. */
export function startPortfolioJobWorker() {
  return startJobWorker(getDb(), nameJobWorker(), { [OWNERSHIP_SEARCH_KIND]: createOwnershipSearchHandler() });
}
