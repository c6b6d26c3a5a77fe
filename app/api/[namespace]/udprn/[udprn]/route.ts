import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { resolveProvider } from "@/lib/property-data/resolve-provider.server";
import { lookupQuerySchema, udprnParams } from "@/lib/property-data/schemas";

export const GET = route({ params: udprnParams, query: lookupQuerySchema }, ({ params, query }) => resolveProvider(getDb(), params.namespace).lookupUdprn(params.udprn, query));
