import "server-only";
import type { Db } from "@/lib/db/client";
import { AppError, badRequest } from "@/lib/errors/app-error";
import { enqueueJob } from "@/lib/jobs/enqueue-job.server";
import { readJobEnvelope } from "@/lib/jobs/job-envelope";
import { requireClient } from "./find-client.server";
import { needsOwnershipSearchWhere } from "./needs-ownership-search";
import { OWNERSHIP_SEARCH_KIND, ownershipSearchInput } from "./ownership-search-job.server";
import { SEARCH_ALL_LIMIT } from "./schemas";

// Measured on the bundled data: a search is a match plus three indexed reads.
const SECONDS_PER_PROPERTY = 0.5;

function describeDuration(count: number): string {
  const seconds = Math.max(1, Math.ceil(count * SECONDS_PER_PROPERTY));
  if (seconds < 60) return `about ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `about ${minutes} minute${minutes === 1 ? "" : "s"}`;
}

async function listIdsInActiveJobs(db: Db, clientId: string): Promise<Set<string>> {
  const active = await db.job.findMany({ where: { clientId, kind: OWNERSHIP_SEARCH_KIND, status: { in: ["queued", "in_progress"] } }, select: { payload: true }, take: 50 });
  return new Set(active.flatMap((job) => ownershipSearchInput.parse(readJobEnvelope(job.payload).input).propertyIds));
}

/**
 * Queues an ownership search of the chosen properties (or all that need one, up to 2,000)
 * as a durable job. Properties already in a queued or running search are left out, so no
 * property is searched twice at once.
 */
export async function startOwnershipSearch(db: Db, slug: string, body: { propertyIds: string[]; searchAll: boolean }) {
  const client = await requireClient(db, slug);
  let ids: string[];
  if (body.searchAll) {
    const rows = await db.chargedProperty.findMany({ where: needsOwnershipSearchWhere(client.id, new Date()), select: { id: true }, orderBy: [{ address: "asc" }, { id: "asc" }], take: SEARCH_ALL_LIMIT });
    ids = rows.map((row) => row.id);
    if (ids.length === 0) throw new AppError("conflict", "No charged properties need an ownership search: correct an address first, or choose properties to search again.");
  } else {
    const unique = [...new Set(body.propertyIds)];
    const known = await db.chargedProperty.findMany({ where: { clientId: client.id, id: { in: unique } }, select: { id: true } });
    const knownIds = new Set(known.map((row) => row.id));
    const unknown = unique.filter((id) => !knownIds.has(id));
    if (unknown.length > 0) throw badRequest(`These are not charged properties of ${client.name}: ${unknown.slice(0, 5).join(", ")}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ""}. Reload the list and choose again.`);
    ids = unique;
  }
  const running = await listIdsInActiveJobs(db, client.id);
  const toSearch = ids.filter((id) => !running.has(id));
  if (toSearch.length === 0) throw new AppError("conflict", "These properties are already being searched: wait for the running search to finish.");
  const job = await enqueueJob(db, { clientId: client.id, kind: OWNERSHIP_SEARCH_KIND, input: { propertyIds: toSearch }, total: toSearch.length });
  return { jobId: job.id, propertiesCount: toSearch.length, estimatedDuration: describeDuration(toSearch.length) };
}
