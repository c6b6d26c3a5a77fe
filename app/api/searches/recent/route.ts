import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";
import { listRecentSearches } from "@/lib/search/list-recent-searches";

export const GET = route({}, () => listRecentSearches(getDb()));
