import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { resolveProvider } from "@/lib/property-data/resolve-provider.server";
import { lookupQuerySchema, uprnParams } from "@/lib/property-data/schemas";

export const GET = route({ params: uprnParams, query: lookupQuerySchema }, ({ params, query }) => resolveProvider(getDb(), params.namespace).lookupUprn(params.uprn, query));
