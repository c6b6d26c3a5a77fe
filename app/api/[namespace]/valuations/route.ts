import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { addValuation } from "@/lib/portfolio/data.server";
import { listValuations } from "@/lib/portfolio/list-charges.server";
import { addValuationSchema, namespaceParams } from "@/lib/portfolio/schemas";

export const GET = route({ params: namespaceParams }, ({ params }) => listValuations(getDb(), params.namespace));
// Defined but not wired to a screen (spec §7.2).
export const POST = route({ params: namespaceParams, body: addValuationSchema }, ({ params, body }) => addValuation(getDb(), params.namespace, body));
