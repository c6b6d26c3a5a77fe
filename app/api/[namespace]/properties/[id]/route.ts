import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { deleteProperty } from "@/lib/portfolio/data.server";
import { idParams } from "@/lib/portfolio/schemas";

export const DELETE = route({ params: idParams }, ({ params }) => deleteProperty(getDb(), params.namespace, params.id));
