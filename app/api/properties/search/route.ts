import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";
import { respondToSearch } from "@/lib/search/respond-to-search";
import { searchRequestSchema } from "@/lib/search/schemas";

export const GET = route({ query: searchRequestSchema }, ({ query }) => respondToSearch(getDb(), query));
