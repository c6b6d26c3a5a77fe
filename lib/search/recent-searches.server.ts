import "server-only";
import type { Db } from "@/lib/db/client";
import { readNumber } from "@/lib/db/read-raw-values";
import { Prisma } from "@/lib/generated/sqlite/client";
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
    // Raw SQL: written by every postcode search, and Prisma's create cost ~1.9 ms of the
    // server's CPU on PostgreSQL against ~0.5 (~1.1 against ~0.7 on SQLite).
    const [row] = await db.$queryRaw<{ id: unknown }[]>(Prisma.sql`INSERT INTO "RecentSearch" ("postcode", "createdAt") VALUES (${postcode}, ${new Date()}) RETURNING "id"`);
    const id = readNumber(row?.id) ?? 0;
    if (id % RECENT_SEARCHES_PRUNED_EVERY === 0) await db.$executeRaw(Prisma.sql`DELETE FROM "RecentSearch" WHERE "id" <= ${id - RECENT_SEARCHES_KEPT}`);
  } catch (error) {
    console.warn("[search] could not record the recent search", error instanceof Error ? error.message : error);
  }
}
