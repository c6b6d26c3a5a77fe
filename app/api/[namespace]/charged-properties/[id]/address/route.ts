import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { updateChargedPropertyAddress } from "@/lib/portfolio/data.server";
import { idParams, updateAddressSchema } from "@/lib/portfolio/schemas";

export const PATCH = route({ params: idParams, body: updateAddressSchema }, ({ params, body, session }) => updateChargedPropertyAddress(getDb(), params.namespace, params.id, body, session));
