import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { resolveProvider } from "@/lib/property-data/resolve-provider.server";
import { addressParams, lookupQuerySchema } from "@/lib/property-data/schemas";

export const GET = route({ params: addressParams, query: lookupQuerySchema }, ({ params, query }) => resolveProvider(getDb(), params.namespace).lookupAddress(params.address, query));
