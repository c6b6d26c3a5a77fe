import "server-only";
import type { Db } from "@/lib/db/client";
import type { Job } from "@/lib/generated/sqlite/client";
import { readJobEnvelope } from "@/lib/jobs/job-envelope";
import { notFound } from "@/lib/errors/app-error";
import { nameUploadRow } from "./upload-job.server";
import { ADDRESS_UPLOAD_KIND, RECENT_UPLOADS, TITLE_UPLOAD_KIND, uploadJobInputSchema, type RowResult, type RowStatus, type UploadKind } from "./schemas";

const KINDS = [ADDRESS_UPLOAD_KIND, TITLE_UPLOAD_KIND];
// Rows are read a page at a time; legacy rows by their ids, each IN list bounded.
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

const rowIndex = (id: string) => Number(id.slice(id.lastIndexOf(":") + 1));
type StoredRow = { id: string; status: string; result: string | null };
const rowSelect = { id: true, status: true, result: true } as const;

/**
 * An upload's rows, read by their jobId through its index, a page at a time (an upload
 * holds at most MAX_UPLOAD_ROWS). Rows written before the jobId column existed are found
 * by their ids (`{jobId}:{index}`), in bounded slices, only when some are missing.
 */
async function readUploadRows(db: Db, job: Job): Promise<StoredRow[]> {
  const rows: StoredRow[] = [];
  for (let after: string | undefined; ; ) {
    const page = await db.titleLookup.findMany({ where: { jobId: job.id, ...(after ? { id: { gt: after } } : {}) }, orderBy: { id: "asc" }, take: ROW_SLICE, select: rowSelect });
    rows.push(...page);
    if (page.length < ROW_SLICE) break;
    after = page.at(-1)?.id;
  }
  if (rows.length < job.processed) {
    const seen = new Set(rows.map((row) => row.id));
    for (let start = 0; start < job.processed; start += ROW_SLICE) {
      const ids = Array.from({ length: Math.min(ROW_SLICE, job.processed - start) }, (_, n) => nameUploadRow(job.id, start + n)).filter((id) => !seen.has(id));
      if (ids.length) rows.push(...(await db.titleLookup.findMany({ where: { id: { in: ids } }, select: rowSelect })));
    }
  }
  return rows.sort((a, b) => rowIndex(a.id) - rowIndex(b.id));
}

/** GET /api/title-lookups/{id}: one upload with the rows written so far, in file order. */
export async function getUpload(db: Db, uploadId: string) {
  const job = await db.job.findFirst({ where: { id: uploadId, kind: { in: KINDS } } });
  if (!job) throw notFound(`No upload ${uploadId} was found.`);
  const rows = (await readUploadRows(db, job)).map((row) => ({ status: row.status as RowStatus, result: JSON.parse(row.result ?? "null") as RowResult }));
  return { upload: toUpload(job), rows };
}
