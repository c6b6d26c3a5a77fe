import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { runSearch } from "@/lib/search/run-search.server";
import { searchRequestSchema } from "@/lib/search/schemas";

// The search answer is cached already serialised, so it is sent as is rather than re-encoded.
export const GET = route({ query: searchRequestSchema }, async ({ query }) =>
  new Response(await runSearch(getDb(), query), { headers: { "content-type": "application/json" } }),
);
