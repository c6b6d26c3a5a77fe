import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { namespaceParams, searchOwnershipSchema } from "@/lib/portfolio/schemas";
import { startOwnershipSearch } from "@/lib/portfolio/start-ownership-search.server";

export const POST = route({ params: namespaceParams, body: searchOwnershipSchema }, ({ params, body }) => startOwnershipSearch(getDb(), params.namespace, body));
