import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { describeSchema } from "@/lib/property-data/describe-schema";
import { resolveProvider } from "@/lib/property-data/resolve-provider.server";
import { namespaceParams } from "@/lib/property-data/schemas";

export const GET = route({ params: namespaceParams }, ({ params }) => describeSchema(resolveProvider(getDb(), params.namespace).name));
