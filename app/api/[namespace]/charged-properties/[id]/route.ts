import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { deleteChargedProperty } from "@/lib/portfolio/data.server";
import { idParams } from "@/lib/portfolio/schemas";

export const DELETE = route({ params: idParams }, ({ params }) => deleteChargedProperty(getDb(), params.namespace, params.id));
