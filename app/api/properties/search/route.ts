import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";
import { searchRequestSchema } from "@/lib/search/schemas";
import { searchProperties } from "@/lib/search/search-properties";

export const GET = route({ query: searchRequestSchema }, ({ query }) => searchProperties(getDb(), query));
