import "server-only";
import type { Db } from "@/lib/db/client";
import { createDataVersionCache } from "./create-data-version-cache.server";
import type { CountedDataset } from "./count-datasets";
import { readTableCounts } from "./record-data-change";

// The kept counts change only with the data's version (recordDataChange writes both at once).
const tableCounts = createDataVersionCache<ReadonlyMap<CountedDataset, number>>("table-counts", { maxEntries: 16 });

/**
 * readTableCounts for a request: read once per data version. A search asks for Sale's on
 * every call (its page's plan), at ~1 ms a statement on PostgreSQL.
 */
export function readCachedTableCounts(db: Db, datasets: readonly CountedDataset[]): Promise<ReadonlyMap<CountedDataset, number>> {
  return tableCounts.get(db, datasets.join(","), () => readTableCounts(db, datasets));
}
