import "server-only";
import type { Db } from "@/lib/db/client";
import { readCurrentSummaryBuild } from "@/lib/import/rebuild-sale-summaries";
import { createDataVersionCache } from "./create-data-version-cache.server";

// A build stays current until the data's version moves (an import records its change before
// it rebuilds), so a current build is kept for its version. No build is not kept: a rebuild
// records its build without moving the version, and searches must take it up at once.
const builds = createDataVersionCache<string | null>("summary-build", { maxEntries: 1, keeps: (build) => build !== null });

/** readCurrentSummaryBuild for a request: its two reads once per data version, while current. */
export function readCachedSummaryBuild(db: Db): Promise<string | null> {
  return builds.get(db, "", () => readCurrentSummaryBuild(db));
}
