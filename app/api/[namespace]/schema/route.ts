import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { resolveProvider } from "@/lib/property-data/resolve-provider.server";
import { namespaceParams } from "@/lib/property-data/schemas";

export const GET = route({ params: namespaceParams }, ({ params }) => resolveProvider(getDb(), params.namespace).schema());
