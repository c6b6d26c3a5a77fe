import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { addCharge } from "@/lib/portfolio/data.server";
import { listCharges } from "@/lib/portfolio/list-charges.server";
import { addChargeSchema, namespaceParams } from "@/lib/portfolio/schemas";

export const GET = route({ params: namespaceParams }, ({ params }) => listCharges(getDb(), params.namespace));
// Defined but not wired to a screen (spec §7.2).
export const POST = route({ params: namespaceParams, body: addChargeSchema }, ({ params, body }) => addCharge(getDb(), params.namespace, body));
