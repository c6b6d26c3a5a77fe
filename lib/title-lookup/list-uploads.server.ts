import "server-only";
import type { Db } from "@/lib/db/client";
import type { Job } from "@/lib/generated/sqlite/client";
import { readJobEnvelope } from "@/lib/jobs/job-envelope";
import { notFound } from "@/lib/errors/app-error";
import { nameUploadRow } from "./upload-job.server";
import { ADDRESS_UPLOAD_KIND, RECENT_UPLOADS, TITLE_UPLOAD_KIND, uploadJobInputSchema, type RowResult, type RowStatus, type UploadKind } from "./schemas";

const KINDS = [ADDRESS_UPLOAD_KIND, TITLE_UPLOAD_KIND];
// Rows are read by their ids in slices, each IN list bounded.
const ROW_SLICE = 500;

function toUpload(job: Job) {
  const input = uploadJobInputSchema.safeParse(readJobEnvelope(job.payload).input);
  return {
    uploadId: job.id,
    kind: job.kind as UploadKind,
    fileName: input.success ? input.data.fileName : "",
    // A queued upload is shown as in progress: the screen knows pending, success and error.
    status: job.status === "queued" ? "in_progress" : job.status,
    total: job.total,
    processed: job.processed,
    found: job.found,
    notFound: job.notFound,
    error: job.status === "failed" ? job.error : null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
export type Upload = ReturnType<typeof toUpload>;

/** GET /api/title-lookups: the most recent uploads, newest first. */
export async function listUploads(db: Db) {
  const jobs = await db.job.findMany({ where: { kind: { in: KINDS } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: RECENT_UPLOADS });
  return { uploads: jobs.map(toUpload), limit: RECENT_UPLOADS };
}

/** GET /api/title-lookups/{id}: one upload with the rows written so far, in file order. */
export async function getUpload(db: Db, uploadId: string) {
  const job = await db.job.findFirst({ where: { id: uploadId, kind: { in: KINDS } } });
  if (!job) throw notFound(`No upload ${uploadId} was found.`);
  const rows: { status: RowStatus; result: RowResult }[] = [];
  for (let start = 0; start < job.processed; start += ROW_SLICE) {
    const ids = Array.from({ length: Math.min(ROW_SLICE, job.processed - start) }, (_, n) => nameUploadRow(job.id, start + n));
    const slice = await db.titleLookup.findMany({ where: { id: { in: ids } }, select: { id: true, status: true, result: true } });
    slice.sort((a, b) => Number(a.id.split(":")[1]) - Number(b.id.split(":")[1]));
    for (const row of slice) rows.push({ status: row.status as RowStatus, result: JSON.parse(row.result ?? "null") as RowResult });
  }
  return { upload: toUpload(job), rows };
}
