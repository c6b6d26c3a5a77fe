import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { listRecentSearches } from "@/lib/search/recent-searches.server";

export const GET = route({}, () => listRecentSearches(getDb()));
