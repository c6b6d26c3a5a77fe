import "server-only";
import type { Db } from "@/lib/db/client";
import type { RecentSearch } from "./schemas";

/** The latest distinct postcodes searched, newest first. */
export async function listRecentSearches(db: Db, limit = 10): Promise<RecentSearch[]> {
  const rows = await db.recentSearch.findMany({ orderBy: { id: "desc" }, take: limit * 5, select: { id: true, postcode: true } });
  const seen = new Set<string>();
  const distinct: RecentSearch[] = [];
  for (const row of rows) {
    if (seen.has(row.postcode)) continue;
    seen.add(row.postcode);
    distinct.push(row);
    if (distinct.length === limit) break;
  }
  return distinct;
}

/** How many searches are kept: the sidebar shows ten distinct ones; older rows only grow the table. */
export const RECENT_SEARCHES_KEPT = 500;
/** Older rows are forgotten once every this many searches (a write of its own; at most this many more are kept meanwhile). */
export const RECENT_SEARCHES_PRUNED_EVERY = 50;

/**
 * Records a search and, every RECENT_SEARCHES_PRUNED_EVERY searches, forgets all but the
 * newest few hundred. Best effort: a database that cannot be written (disk full, read-only
 * file) must not fail the search itself, so a failure is logged and swallowed; the health
 * check reports the database as degraded.
 */
export async function recordRecentSearch(db: Db, postcode: string): Promise<void> {
  try {
    const { id } = await db.recentSearch.create({ data: { postcode }, select: { id: true } });
    if (id % RECENT_SEARCHES_PRUNED_EVERY === 0) await db.recentSearch.deleteMany({ where: { id: { lte: id - RECENT_SEARCHES_KEPT } } });
  } catch (error) {
    console.warn("[search] could not record the recent search", error instanceof Error ? error.message : error);
  }
}
