import { AsyncLocalStorage } from "node:async_hooks";
import type { PrismaClient as Db } from "@/lib/generated/sqlite/client";

// One request, one data version: every answer cache a request asks (decision 112) read the
// version again, five or more times in a valuation and three in a search, ~0.3 ms of Prisma
// each (decision 119). Inside withOneDataVersion the first read is kept for the rest of the
// request, so its caches also agree on one version when an import commits meanwhile. Work
// the request started that outlives it (a job worker woken by it) reads afresh.
type Scope = { open: boolean; versions: Map<Db, Promise<number | null>> };
const storage = new AsyncLocalStorage<Scope>();

/** Runs a request's work with its data version read at most once per client. */
export async function withOneDataVersion<T>(work: () => Promise<T>): Promise<T> {
  const scope: Scope = { open: true, versions: new Map() };
  try {
    return await storage.run(scope, work);
  } finally {
    scope.open = false;
    scope.versions.clear();
  }
}

/** `read()`'s answer, kept for the rest of the request when one is running. */
export function readOncePerRequest(db: Db, read: () => Promise<number | null>): Promise<number | null> {
  const scope = storage.getStore();
  if (!scope?.open) return read();
  let version = scope.versions.get(db);
  if (!version) {
    version = read();
    scope.versions.set(db, version);
    version.catch(() => scope.versions.delete(db));
  }
  return version;
}

/** The request moved the version itself (recordDataChange): its next read is fresh. */
export function forgetRequestDataVersion(db: Db): void {
  storage.getStore()?.versions.delete(db);
}
