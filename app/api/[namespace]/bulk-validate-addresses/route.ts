import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { bulkValidateSchema, namespaceParams } from "@/lib/portfolio/schemas";
import { validateAddresses } from "@/lib/portfolio/validate-addresses.server";

export const POST = route({ params: namespaceParams, body: bulkValidateSchema }, ({ params, body }) => validateAddresses(getDb(), params.namespace, body.addresses.map((address) => address.id)));
