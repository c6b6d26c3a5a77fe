import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { addChargedProperty } from "@/lib/portfolio/data.server";
import { listChargedProperties } from "@/lib/portfolio/list-charged-properties.server";
import { addChargedPropertySchema, listSearchQuery, namespaceParams } from "@/lib/portfolio/schemas";

export const GET = route({ params: namespaceParams, query: listSearchQuery }, ({ params, query }) => listChargedProperties(getDb(), params.namespace, query.search));
export const POST = route({ params: namespaceParams, body: addChargedPropertySchema }, ({ params, body }) => addChargedProperty(getDb(), params.namespace, body));
