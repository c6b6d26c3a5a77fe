import "server-only";
import type { Db } from "@/lib/db/client";
import { commitJobStep } from "@/lib/jobs/commit-job-step.server";
import type { JobHandler } from "@/lib/jobs/run-job-worker.server";
import { lookUpUploadLine, type LineOutcome } from "./look-up-upload-line.server";
import { ADDRESS_UPLOAD_KIND, TITLE_UPLOAD_KIND, uploadJobInputSchema, type UploadItem, type UploadKind } from "./schemas";

/** A row's id is its upload's and its index: the primary key itself refuses a second write of a line. */
export const nameUploadRow = (jobId: string, index: number) => `${jobId}:${index}`;

type Hooks = { lookUp?: (db: Db, kind: UploadKind, item: UploadItem) => Promise<LineOutcome>; onCommitted?: (line: number) => void };

/**
 * Works an upload from the job's `processed` on: each line's row is written in one
 * transaction with the job's progress (commitJobStep), so after a crash or a restart the
 * upload resumes at the first line without a row, and no line is written twice.
 */
export function createUploadJobHandler(kind: UploadKind, { lookUp = lookUpUploadLine, onCommitted }: Hooks = {}): JobHandler {
  return async (db, job, { workerId, input }) => {
    const { items } = uploadJobInputSchema.parse(input);
    for (let index = job.processed; index < items.length; index++) {
      const item = items[index] as UploadItem;
      const outcome = await lookUp(db, kind, item);
      await db.$transaction(async (tx) => {
        await commitJobStep(tx, { id: job.id, workerId, processed: index }, outcome.status === "found" ? "found" : "notFound");
        await tx.titleLookup.create({
          data: { id: nameUploadRow(job.id, index), jobId: job.id, kind: kind === ADDRESS_UPLOAD_KIND ? "address" : "title", input: item.text, titleNumber: outcome.titleNumber, status: outcome.status, result: JSON.stringify(outcome.result) },
        });
      });
      onCommitted?.(item.line);
    }
  };
}

/** The job kinds this feature registers with lib/jobs' worker. */
export function createUploadJobHandlers(hooks: Hooks = {}): Record<UploadKind, JobHandler> {
  return { [ADDRESS_UPLOAD_KIND]: createUploadJobHandler(ADDRESS_UPLOAD_KIND, hooks), [TITLE_UPLOAD_KIND]: createUploadJobHandler(TITLE_UPLOAD_KIND, hooks) };
}
