import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { deleteValuation } from "@/lib/portfolio/data.server";
import { idParams } from "@/lib/portfolio/schemas";

// Defined but not wired to a screen (spec §7.2).
export const DELETE = route({ params: idParams }, ({ params }) => deleteValuation(getDb(), params.namespace, params.id));
