import type { Db } from "@/lib/db";
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

export async function recordRecentSearch(db: Db, postcode: string): Promise<void> {
  await db.recentSearch.create({ data: { postcode } });
}
