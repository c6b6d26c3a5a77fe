import "server-only";
import { getDb } from "@/lib/db/client";
import { nameJobWorker } from "@/lib/jobs/name-job-worker";
import { startJobWorker } from "@/lib/jobs/run-job-worker.server";
import { createUploadJobHandlers } from "./upload-job.server";

/** Started once per server process (instrumentation): works queued uploads and resumes interrupted ones. */
export function startTitleLookupJobWorker() {
  return startJobWorker(getDb(), nameJobWorker(), createUploadJobHandlers());
}
