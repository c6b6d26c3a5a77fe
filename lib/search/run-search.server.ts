import "server-only";
import { createTtlCache } from "@/lib/cache/create-ttl-cache";
import type { Db } from "@/lib/db/client";
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { recordRecentSearch } from "./recent-searches.server";
import type { SearchQuery } from "./schemas";
import { searchProperties } from "./search-properties.server";

// Search results change only when data is imported, so the serialised answer is kept
// for a minute (docs/decisions/005). The recent-search record is written on every postcode
// search, cached or not, here and only here.
const CACHE_TTL_MS = 60_000;
const globalForCache = globalThis as unknown as { searchCache?: ReturnType<typeof createTtlCache<string>> };
const cache = (globalForCache.searchCache ??= createTtlCache<string>(500, CACHE_TTL_MS));

export function clearSearchCache() {
  cache.clear();
}

/** GET /api/properties/search: the answer as serialised JSON (the handler sends it as is). */
export async function runSearch(db: Db, query: SearchQuery): Promise<string> {
  const key = JSON.stringify(query);
  let body = cache.get(key);
  if (body === undefined) {
    body = JSON.stringify(await searchProperties(db, query));
    cache.set(key, body);
  }
  if (query.searchType === "postcode") {
    const parsed = parsePostcodeQuery(query.postcode);
    if (parsed) await recordRecentSearch(db, parsed.value);
  }
  return body;
}
