import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { addProperty } from "@/lib/portfolio/data.server";
import { listProperties } from "@/lib/portfolio/list-properties.server";
import { addPropertySchema, listSearchQuery, namespaceParams } from "@/lib/portfolio/schemas";

export const GET = route({ params: namespaceParams, query: listSearchQuery }, ({ params, query }) => listProperties(getDb(), params.namespace, query.search));
export const POST = route({ params: namespaceParams, body: addPropertySchema }, ({ params, body }) => addProperty(getDb(), params.namespace, body));
