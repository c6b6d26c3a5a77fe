import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { resolveProvider } from "@/lib/property-data/resolve-provider.server";
import { autocompleteParams, autocompleteQuerySchema } from "@/lib/property-data/schemas";

export const GET = route({ params: autocompleteParams, query: autocompleteQuerySchema }, ({ params, query }) =>
  resolveProvider(getDb(), params.namespace).autocomplete(params.text, { maxResults: query.max_results, session: query.session ?? null }),
);
