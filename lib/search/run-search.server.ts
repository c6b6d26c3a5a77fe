import "server-only";
import type { Db } from "@/lib/db/client";
import { createDataVersionCache } from "@/lib/data-version/create-data-version-cache.server";
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { recordRecentSearch } from "./recent-searches.server";
import type { SearchQuery } from "./schemas";
import { searchProperties } from "./search-properties.server";

// Search results change only when data is imported, so the serialised answer is kept until
// the data's version moves (docs/decisions/112, which replaced 005's 60 s). The recent-search
// record is written on every postcode search's first page, cached or not, here and only
// here: "Load more" is the same search, not a new one.
// Bounded by answers and by characters held (a wide search's answer is a few hundred kB).
const cache = createDataVersionCache<string>("search", { maxEntries: 500, maxWeight: 32_000_000, weigh: (body) => body.length });

export function clearSearchCache() {
  cache.clear();
}

/** GET /api/properties/search: the answer as serialised JSON (the handler sends it as is). */
export async function runSearch(db: Db, query: SearchQuery): Promise<string> {
  const body = await cache.get(db, JSON.stringify(query), async () => JSON.stringify(await searchProperties(db, query)));
  if (query.searchType === "postcode" && !query.cursor) {
    const parsed = parsePostcodeQuery(query.postcode);
    if (parsed) await recordRecentSearch(db, parsed.value);
  }
  return body;
}
