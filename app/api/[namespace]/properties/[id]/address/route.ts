import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { updatePropertyAddress } from "@/lib/portfolio/data.server";
import { idParams, updateAddressSchema } from "@/lib/portfolio/schemas";

export const PATCH = route({ params: idParams, body: updateAddressSchema }, ({ params, body }) => updatePropertyAddress(getDb(), params.namespace, params.id, body));
