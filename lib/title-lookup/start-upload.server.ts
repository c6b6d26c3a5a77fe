import "server-only";
import type { Db } from "@/lib/db/client";
import { enqueueJob } from "@/lib/jobs/enqueue-job.server";
import { readUploadLines } from "./read-upload-lines";
import type { UploadKind } from "./schemas";

/**
 * POST /api/title-lookups/upload-addresses and /api/proprietor-details/upload-titles: the
 * file's lines become one durable job; the answer is at once, with the upload's id to
 * follow its progress and the lines that could not be read.
 */
export async function startUpload(db: Db, kind: UploadKind, file: File) {
  const items = readUploadLines(kind, file.name, await file.text());
  const job = await enqueueJob(db, { clientId: null, kind, input: { fileName: file.name, items }, total: items.length });
  return {
    uploadId: job.id,
    status: "in_progress" as const,
    total: items.length,
    rejected: items.filter((item) => item.error).map((item) => ({ line: item.line, error: item.error as string })),
  };
}
